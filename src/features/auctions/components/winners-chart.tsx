import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartFrame, valueAxis } from '../../../components/chart-frame'
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
          <CartesianGrid stroke={colours.grid} vertical={false} />
          <XAxis dataKey="quarter" stroke={colours.axis} />
          <YAxis
            {...valueAxis(
              quarters.map((row) => row.winners),
              formatCount,
              { whole: true },
            )}
            stroke={colours.axis}
          />
          <Tooltip contentStyle={colours.tooltip} />
          <Bar dataKey="winners" name="Auctions won" fill={colours.series[1]} />
        </BarChart>
      )}
    </ChartFrame>
  )
}
