import { Bar, BarChart, Tooltip } from 'recharts'
import { ChartFrame, periodAxes, valueAxis } from '../../../components/chart-frame'
import type { DataColumn } from '../../../components/data-table'
import { formatCount } from '../../../lib/format'
import type { WinnersInQuarter } from '../summary'

const COLUMNS: DataColumn<WinnersInQuarter>[] = [
  { id: 'quarter', label: 'Quarter', value: (row) => row.quarter },
  { id: 'winners', label: 'Auctions won', value: (row) => row.winners, align: 'end' },
]

/** How many auctions found their winner in each quarter, quarters without one included. */
export function WinnersChart({ quarters }: { quarters: readonly WinnersInQuarter[] }) {
  return (
    <ChartFrame
      title="Winners over time"
      unit="Auctions won per quarter (by winner date)"
      rows={quarters}
      columns={COLUMNS}
      minPoints={2}
    >
      {(colours) => (
        <BarChart data={[...quarters]} margin={{ left: 8, right: 16 }}>
          {periodAxes(colours, {
            axis: valueAxis(
              quarters.map((row) => row.winners),
              formatCount,
              { whole: true },
            ),
            width: 60,
            periodKey: 'quarter',
          })}
          <Tooltip contentStyle={colours.tooltip} />
          <Bar dataKey="winners" name="Auctions won" fill={colours.series[1]} />
        </BarChart>
      )}
    </ChartFrame>
  )
}
