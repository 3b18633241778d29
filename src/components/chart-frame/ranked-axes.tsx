import type { ReactElement } from 'react'
import { CartesianGrid, ReferenceLine, XAxis, YAxis, type YAxisProps } from 'recharts'
import type { ChartColours } from './chart-colours'
import type { ValueAxis } from './value-axis'

export interface RankedAxesOptions {
  /** the value axis, across, from valueAxis */
  axis: ValueAxis
  /** width of the symbol axis in px */
  symbolWidth: number
  /** draws each symbol, e.g. as a link; default the text */
  symbolTick?: YAxisProps['tick']
  /** the group's median, drawn as a dashed line */
  median: number | null
  /** the median line's label; none by default */
  medianLabel?: string
}

/**
 * The parts of every chart of companies ranked on one value, one horizontal bar each: vertical grid lines, the value
 * axis across, the symbols down, the zero line (losses go left of it) and the group's median dashed. Returned as
 * keyed elements for a vertical-layout recharts BarChart's children, as periodAxes is for charts over time.
 */
export function rankedAxes(colours: ChartColours, options: RankedAxesOptions): ReactElement[] {
  const { axis, symbolWidth, symbolTick, median, medianLabel } = options
  const parts = [
    <CartesianGrid key="grid" stroke={colours.grid} horizontal={false} />,
    <XAxis key="value" {...axis} stroke={colours.axis} tick={{ fill: colours.text }} />,
    <YAxis
      key="symbol"
      type="category"
      dataKey="symbol"
      width={symbolWidth}
      interval={0}
      stroke={colours.axis}
      tick={symbolTick}
    />,
    <ReferenceLine key="zero" x={0} stroke={colours.axis} />,
  ]
  if (median === null) return parts
  const label =
    medianLabel === undefined
      ? undefined
      : { value: medianLabel, position: 'top' as const, fill: colours.text, fontSize: 12 }
  return [...parts, <ReferenceLine key="median" x={median} stroke={colours.text} strokeDasharray="4 4" label={label} />]
}
