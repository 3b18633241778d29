import { LineChart, Tooltip, YAxis } from 'recharts'
import {
  axisWidth,
  ChartFrame,
  ChartTooltip,
  closeLine,
  dailyGrid,
  dayLabel,
  roundTickLabel,
  valueAxis,
} from '../../../components/chart-frame'
import type { DataColumn } from '../../../components/data-table'
import { useFormat, type Formats } from '../../../lib/i18n/use-format'
import type { IndexPoint } from '../api/index-series'
import { useMarketText, type MarketT } from '../text'

const columnsFor = (t: MarketT, { formatDate, formatPoints }: Formats): DataColumn<IndexPoint>[] => [
  { id: 'date', label: t('index.date'), value: (row) => row.date, cell: (row) => formatDate(row.date) },
  {
    id: 'level',
    label: t('index.level'),
    unit: t('index.points'),
    align: 'end',
    value: (row) => row.level,
    cell: (row) => formatPoints(row.level),
  },
]

/** A level's axis spans the levels seen: zero would flatten every move. */
const LEVEL_AXIS = { zeroBased: false }

/**
 * An index's daily closing level. A level is not an amount, so its axis fits the range (zero would flatten every
 * move); the unit says points, and the table behind it has every day.
 */
export function IndexChart({ title, points }: { title: string; points: readonly IndexPoint[] }) {
  const t = useMarketText()
  const format = useFormat()
  const { formatPoints, formatNumber } = format
  const axis = valueAxis(
    points.map((point) => point.level),
    roundTickLabel(formatNumber),
    LEVEL_AXIS,
  )
  return (
    <ChartFrame title={title} unit={t('index.chartUnit')} rows={points} columns={columnsFor(t, format)}>
      {(colours) => (
        <LineChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          {dailyGrid(colours, 48)}
          <YAxis {...axis} stroke={colours.axis} width={axisWidth(axis)} />
          <Tooltip content={<ChartTooltip format={formatPoints} formatLabel={dayLabel} />} />
          {closeLine(colours, { dataKey: 'level', name: t('index.level') })}
        </LineChart>
      )}
    </ChartFrame>
  )
}
