import type { ReactElement } from 'react'
import { CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts'
import { formatPercentPoints } from '../../lib/format'
import type { Locale } from '../../shared/locale'
import type { ChartColours } from './chart-colours'
import { valueAxis, type ValueAxis } from './value-axis'

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

/** The horizontal grid lines and the period axis, which every chart of values by period draws alike. */
export function periodGrid(colours: ChartColours, periodKey = 'label'): ReactElement[] {
  return [
    <CartesianGrid key="grid" stroke={colours.grid} vertical={false} />,
    <XAxis key="period" dataKey={periodKey} stroke={colours.axis} />,
  ]
}

/**
 * The parts every chart of a value by period draws alike, in the theme's colours: horizontal grid lines, the
 * period axis, the value axis, the zero line and a tooltip. Returned as keyed elements for a recharts chart's
 * children: `<BarChart>{periodAxes(colours, { axis, tooltip })}<Bar … /></BarChart>`.
 */
export function periodAxes(colours: ChartColours, options: PeriodAxesOptions): ReactElement[] {
  const { axis, width = 64, periodKey = 'label', tooltip } = options
  const parts = [
    ...periodGrid(colours, periodKey),
    <YAxis key="value" {...axis} stroke={colours.axis} width={width} />,
    <ReferenceLine key="zero" y={0} stroke={colours.axis} />,
  ]
  if (tooltip === undefined) return parts
  return [
    ...parts,
    <Tooltip key="tooltip" contentStyle={colours.tooltip} formatter={(value, name) => tooltip(value, name)} />,
  ]
}

export interface MoneyAndPercentOptions {
  /** the money axis (left), from valueAxis */
  money: ValueAxis
  /** width of the money axis in px; default 64 */
  moneyWidth?: number
  /** the values of the percent series, in percentage points */
  percent: readonly (number | null)[]
  /** the language of the percent axis's labels; default English */
  locale?: Locale
}

/**
 * The axes of amounts by period with a rate beside them (revenue and margin, dividends and yield): money on the
 * left, the rate on its own percent axis on the right, so that a rate is never read against money. A series names
 * the axis it is drawn against: `yAxisId="money"` or `yAxisId="percent"`.
 */
export function moneyAndPercentAxes(colours: ChartColours, options: MoneyAndPercentOptions): ReactElement[] {
  const { money, moneyWidth = 64, percent, locale = 'en' } = options
  const percentAxis = valueAxis(percent, (points) => formatPercentPoints(points, 2, locale))
  return [
    ...periodGrid(colours),
    <YAxis key="money" yAxisId="money" {...money} stroke={colours.axis} width={moneyWidth} />,
    <YAxis key="percent" yAxisId="percent" orientation="right" {...percentAxis} stroke={colours.axis} width={48} />, // prettier-ignore
    <ReferenceLine key="zero" yAxisId="money" y={0} stroke={colours.axis} />,
  ]
}
