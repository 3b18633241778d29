import { Bar, BarChart, Tooltip } from 'recharts'
import { ChartFrame, ChartTooltip, periodAxes, valueAxis } from '../../../components/chart-frame'
import { figureColumn, type DataColumn } from '../../../components/data-table'
import { formatMoney, formatNumber } from '../../../lib/format'
import type { QuarterCap } from '../sub-sector-figures'

const money = (value: number) => formatMoney(value, 'IDR')
const trillions = (value: number) => formatNumber(value / 1e12)

const COLUMNS: DataColumn<QuarterCap>[] = [
  { id: 'quarter', label: 'Quarter', value: (row) => row.label },
  figureColumn({ id: 'market_cap', label: 'Market cap', unit: 'IDR', value: (row) => row.marketCap, format: money }),
]

/** The sub-sector's total market cap at the end of each of the last eight quarters, bars from zero. */
export function MarketCapChart({ rows }: { rows: readonly QuarterCap[] }) {
  return (
    <div className="panel">
      <ChartFrame
        title="Market cap over time"
        unit="IDR trillions, total of the sub-sector at each quarter"
        rows={rows}
        columns={COLUMNS}
        minPoints={2}
        headingLevel={2}
      >
        {(colours) => (
          <BarChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            {periodAxes(colours, {
              axis: valueAxis(
                rows.map((row) => row.marketCap),
                trillions,
              ),
              width: 56,
            })}
            <Tooltip content={<ChartTooltip format={money} />} />
            <Bar dataKey="marketCap" name="Market cap" fill={colours.series[0]} isAnimationActive={false} />
          </BarChart>
        )}
      </ChartFrame>
    </div>
  )
}
