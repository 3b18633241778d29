import type { ReactElement } from 'react'
import { CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts'
import type { ChartColours } from './chart-colours'
import type { ValueAxis } from './value-axis'

export interface PeriodAxesOptions {
  /** the value axis, from valueAxis (bars start at zero, negatives below it) */
  axis: ValueAxis
  /** width of the value axis in px; default 64 */
  width?: number
  /** the row key of the period axis; default "label" (FY2024, Q3 2025 ...) */
  periodKey?: string
  /** states a value in the tooltip with its unit; without it the chart draws its own tooltip */
  tooltip?: (value: unknown, name: unknown) => string
}

/**
 * The parts every chart of a value by period draws alike, in the theme's colours: horizontal grid lines, the
 * period axis, the value axis, the zero line and a tooltip. Returned as keyed elements for a recharts chart's
 * children: `<BarChart>{periodAxes(colours, { axis, tooltip })}<Bar … /></BarChart>`.
 */
export function periodAxes(colours: ChartColours, options: PeriodAxesOptions): ReactElement[] {
  const { axis, width = 64, periodKey = 'label', tooltip } = options
  const parts = [
    <CartesianGrid key="grid" stroke={colours.grid} vertical={false} />,
    <XAxis key="period" dataKey={periodKey} stroke={colours.axis} />,
    <YAxis key="value" {...axis} stroke={colours.axis} width={width} />,
    <ReferenceLine key="zero" y={0} stroke={colours.axis} />,
  ]
  if (tooltip === undefined) return parts
  return [
    ...parts,
    <Tooltip key="tooltip" contentStyle={colours.tooltip} formatter={(value, name) => tooltip(value, name)} />,
  ]
}
