import { LineChart, Tooltip, YAxis } from 'recharts'
import { ChartFrame, ChartTooltip, closeLine, dailyGrid, dayLabel } from '../../../components/chart-frame'
import type { DataColumn } from '../../../components/data-table'
import { formatDate, formatPoints } from '../../../lib/format'
import type { IndexPoint } from '../api/index-series'

const COLUMNS: DataColumn<IndexPoint>[] = [
  { id: 'date', label: 'Date', value: (row) => row.date, cell: (row) => formatDate(row.date) },
  {
    id: 'level',
    label: 'Level',
    unit: 'points',
    align: 'end',
    value: (row) => row.level,
    cell: (row) => formatPoints(row.level),
  },
]

/**
 * An index's daily closing level. A level is not an amount, so its axis fits the range (zero would flatten every
 * move); the unit says points, and the table behind it has every day.
 */
export function IndexChart({ title, points }: { title: string; points: readonly IndexPoint[] }) {
  return (
    <ChartFrame title={title} unit="Index points, daily close" rows={points} columns={COLUMNS} minPoints={2}>
      {(colours) => (
        <LineChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          {dailyGrid(colours, 48)}
          <YAxis domain={['auto', 'auto']} stroke={colours.axis} width={64} tickFormatter={(value: number) => formatPoints(value)} />
          <Tooltip content={<ChartTooltip format={formatPoints} formatLabel={dayLabel} />} />
          {closeLine(colours, { dataKey: 'level', name: 'Level' })}
        </LineChart>
      )}
    </ChartFrame>
  )
}
