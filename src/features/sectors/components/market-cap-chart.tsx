import { Bar } from 'recharts'
import { moneyColumn, type DataColumn } from '../../../components/data-table'
import { useFormat, type Formats } from '../../../lib/i18n/use-format'
import { useSectorsText, type SectorsT } from '../text'
import type { QuarterCap } from '../sub-sector-figures'
import { SectorBarsPanel } from './sector-bars-panel'

const columnsFor = (t: SectorsT, { formatMoney }: Formats): DataColumn<QuarterCap>[] => [
  { id: 'quarter', label: t('column.quarter'), value: (row) => row.label },
  moneyColumn({
    id: 'market_cap',
    label: t('column.marketCap'),
    currency: 'IDR',
    value: (row) => row.marketCap,
    formatMoney,
  }),
]

/** The sub-sector's total market cap at the end of each of the last eight quarters, bars from zero. */
export function MarketCapChart({ rows }: { rows: readonly QuarterCap[] }) {
  const t = useSectorsText()
  const format = useFormat()
  const money = (value: number) => format.formatMoney(value, 'IDR')
  const trillions = (value: number) => format.formatNumber(value / 1e12)
  return (
    <SectorBarsPanel
      title={t('marketCap.title')}
      unit={t('marketCap.unit')}
      rows={rows}
      columns={columnsFor(t, format)}
      values={rows.map((row) => row.marketCap)}
      tick={trillions}
      tooltip={money}
      axisWidth={56}
      bars={(colours) => (
        <Bar dataKey="marketCap" name={t('column.marketCap')} fill={colours.series[0]} isAnimationActive={false} />
      )}
    />
  )
}
