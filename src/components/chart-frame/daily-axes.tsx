import type { ReactElement } from 'react'
import { CartesianGrid, Line, XAxis } from 'recharts'
import { formatDate } from '../../lib/format'
import type { Locale } from '../../shared/locale'
import type { ChartColours } from './chart-colours'

/**
 * The horizontal grid lines and the date axis of a daily series (prices, index levels): days spelled out, at least
 * `minTickGap` px apart so that a year of days does not print over itself.
 */
export function dailyGrid(colours: ChartColours, minTickGap: number, locale: Locale = 'en'): ReactElement[] {
  const tick = (day: string) => formatDate(day, locale)
  return [
    <CartesianGrid key="grid" stroke={colours.grid} vertical={false} />,
    <XAxis key="day" dataKey="date" tickFormatter={tick} stroke={colours.axis} minTickGap={minTickGap} />,
  ]
}

/** A tooltip's label on a daily series: the day spelled out, as on the axis. */
export const dayLabelIn =
  (locale: Locale) =>
  (label: unknown): string =>
    typeof label === 'string' ? formatDate(label, locale) : ''

/** A tooltip's label on a daily series, in English. */
export const dayLabel = dayLabelIn('en')

export interface CloseLineOptions {
  dataKey: string
  name: string
  /** the value axis it is drawn against, where the chart has more than one */
  yAxisId?: string
}

/** A daily close (of a share or an index) as one bold line without dots: a dot a day would hide the line. */
export function closeLine(colours: ChartColours, { dataKey, name, yAxisId }: CloseLineOptions): ReactElement {
  return (
    <Line
      key={dataKey}
      yAxisId={yAxisId}
      dataKey={dataKey}
      name={name}
      stroke={colours.series[0]}
      dot={false}
      strokeWidth={2}
      isAnimationActive={false}
    />
  )
}
