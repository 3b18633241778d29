import { useQuery } from '@tanstack/react-query'
import { companyColumn, DataTable, figureColumn, moneyColumn, type DataColumn } from '../../../components/data-table'
import { PanelState } from '../../../components/panel-state'
import { SegmentedChoice } from '../../../components/segmented-choice'
import { useFormat, type Formats } from '../../../lib/i18n/use-format'
import { useComponentsText } from '../../../components/text'
import { marketQueries } from '../api/market-queries'
import { TRADED_PERIODS, type TradedPeriod } from '../market-search'
import type { TradedCompany } from '../most-traded'
import { MarketPanel, periodOptions } from './market-panel'
import { useMarketText, type MarketT } from '../text'

/** A period in words: "the last trading day", "7 days". */
const periodName = (t: MarketT, period: TradedPeriod) =>
  period === '1d' ? t('period.lastTradingDay') : t(`period.${period}`)

const columnsFor = (
  period: TradedPeriod,
  t: MarketT,
  company: string,
  { formatCount, formatMoney }: Formats,
): DataColumn<TradedCompany>[] => [
  companyColumn('idx', company),
  moneyColumn({
    id: 'value',
    label: t('traded.value'),
    currency: 'IDR',
    description: t('traded.valueDescription'),
    value: (row) => row.value,
    formatMoney,
  }),
  figureColumn({
    id: 'volume',
    label: t('traded.volume'),
    unit: t('traded.shares'),
    value: (row) => row.volume,
    format: formatCount,
  }),
  ...(period === '1d'
    ? []
    : [
        {
          id: 'days',
          label: t('traded.days'),
          align: 'end',
          value: (row) => row.days,
        } satisfies DataColumn<TradedCompany>,
      ]),
  moneyColumn({
    id: 'price',
    label: t('column.lastClose'),
    currency: 'IDR',
    value: (row) => row.lastPrice,
    formatMoney,
  }),
]

interface MostTradedPanelProps {
  period: TradedPeriod
  rankBy: 'volume' | 'value'
  onChange: (patch: { tradedPeriod?: TradedPeriod; tradedBy?: 'volume' | 'value' }) => void
}

/** The companies traded most over a period, by shares or by value, from each day's ten most traded. */
export function MostTradedPanel({ period, rankBy, onChange }: MostTradedPanelProps) {
  const query = useQuery(marketQueries.mostTraded(period, rankBy))
  const t = useMarketText()
  const format = useFormat()
  const company = useComponentsText()('table.company')
  const byVolume = rankBy === 'volume'
  return (
    <MarketPanel
      id="traded"
      className={`most-traded most-traded--by-${rankBy}`}
      title={t('traded.title')}
      controls={
        <>
          <SegmentedChoice
            label={t('traded.period')}
            options={periodOptions(TRADED_PERIODS, (value) => periodName(t, value))}
            value={period}
            onChange={(next) => {
              onChange({ tradedPeriod: next })
            }}
          />
          <SegmentedChoice
            label={t('traded.rankBy')}
            options={[
              { value: 'volume', label: t('traded.volume') },
              { value: 'value', label: t('traded.value') },
            ]}
            value={rankBy}
            onChange={(next) => {
              onChange({ tradedBy: next })
            }}
          />
        </>
      }
      note={
        period === '1d'
          ? t(byVolume ? 'traded.noteDayVolume' : 'traded.noteDayValue')
          : t(byVolume ? 'traded.noteVolume' : 'traded.noteValue', { period: periodName(t, period) })
      }
    >
      <PanelState title={t('traded.panelTitle')} query={query} empty={t('traded.empty')}>
        {(rows) => (
          <DataTable
            label={t(byVolume ? 'traded.tableByVolume' : 'traded.tableByValue', { period: periodName(t, period) })}
            columns={columnsFor(period, t, company, format)}
            rows={rows.slice(0, 10)}
            rowKey={(row) => row.symbol}
          />
        )}
      </PanelState>
    </MarketPanel>
  )
}
