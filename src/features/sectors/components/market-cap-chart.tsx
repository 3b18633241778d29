import { Bar, BarChart, Tooltip } from 'recharts'
import { ChartFrame, ChartTooltip, periodAxes, valueAxis } from '../../../components/chart-frame'
import { figureColumn, type DataColumn } from '../../../components/data-table'
import { useFormat, type Formats } from '../../../lib/i18n/use-format'
import { useSectorsText, type SectorsT } from '../text'
import type { QuarterCap } from '../sub-sector-figures'

const columnsFor = (t: SectorsT, { formatMoney }: Formats): DataColumn<QuarterCap>[] => [
  { id: 'quarter', label: t('column.quarter'), value: (row) => row.label },
  figureColumn({
    id: 'market_cap',
    label: t('column.marketCap'),
    unit: 'IDR',
    value: (row) => row.marketCap,
    format: (value) => formatMoney(value, 'IDR'),
  }),
]

/** The sub-sector's total market cap at the end of each of the last eight quarters, bars from zero. */
export function MarketCapChart({ rows }: { rows: readonly QuarterCap[] }) {
  const t = useSectorsText()
  const format = useFormat()
  const money = (value: number) => format.formatMoney(value, 'IDR')
  const trillions = (value: number) => format.formatNumber(value / 1e12)
  return (
    <div className="panel">
      <ChartFrame
        title={t('marketCap.title')}
        unit={t('marketCap.unit')}
        rows={rows}
        columns={columnsFor(t, format)}
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
            <Bar dataKey="marketCap" name={t('column.marketCap')} fill={colours.series[0]} isAnimationActive={false} />
          </BarChart>
        )}
      </ChartFrame>
    </div>
  )
}
