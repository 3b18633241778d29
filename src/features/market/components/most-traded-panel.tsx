import { useQuery } from '@tanstack/react-query'
import { companyColumn, DataTable, figureColumn, type DataColumn } from '../../../components/data-table'
import { PanelState } from '../../../components/panel-state'
import { SegmentedChoice } from '../../../components/segmented-choice'
import { formatCount, formatMoney } from '../../../lib/format'
import { marketQueries } from '../api/market-queries'
import { TRADED_PERIODS, type TradedPeriod } from '../market-search'
import type { TradedCompany } from '../most-traded'
import { MarketPanel, periodOptions } from './market-panel'

const PERIOD_NAMES: Record<TradedPeriod, string> = {
  '1d': 'the last trading day',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
}

const idr = (value: number) => formatMoney(value, 'IDR')

const columnsFor = (period: TradedPeriod): DataColumn<TradedCompany>[] => [
  companyColumn('idx'),
  figureColumn({
    id: 'value',
    label: 'Value',
    unit: 'IDR',
    description: 'each day’s volume × that day’s close, summed',
    value: (row) => row.value,
    format: idr,
  }),
  figureColumn({ id: 'volume', label: 'Volume', unit: 'shares', value: (row) => row.volume, format: formatCount }),
  ...(period === '1d'
    ? []
    : [
        {
          id: 'days',
          label: 'Days in the top 10',
          align: 'end',
          value: (row) => row.days,
        } satisfies DataColumn<TradedCompany>,
      ]),
  figureColumn({ id: 'price', label: 'Last close', unit: 'IDR', value: (row) => row.lastPrice, format: idr }),
]

interface MostTradedPanelProps {
  period: TradedPeriod
  rankBy: 'volume' | 'value'
  onChange: (patch: { tradedPeriod?: TradedPeriod; tradedBy?: 'volume' | 'value' }) => void
}

/** The companies traded most over a period, by shares or by value, from each day's ten most traded. */
export function MostTradedPanel({ period, rankBy, onChange }: MostTradedPanelProps) {
  const query = useQuery(marketQueries.mostTraded(period, rankBy))
  return (
    <MarketPanel
      id="traded"
      title="Most traded"
      controls={
        <>
          <SegmentedChoice
            label="Most-traded period"
            options={periodOptions(TRADED_PERIODS, PERIOD_NAMES)}
            value={period}
            onChange={(next) => {
              onChange({ tradedPeriod: next })
            }}
          />
          <SegmentedChoice
            label="Rank by"
            options={[
              { value: 'volume', label: 'Volume' },
              { value: 'value', label: 'Value' },
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
          ? `The ten companies traded most by ${rankBy} on the last trading day; value is volume × close.`
          : `Summed over the days of ${PERIOD_NAMES[period]} on which a company was among the day’s ten most traded by ${rankBy}; value is each day’s volume × close.`
      }
    >
      <PanelState
        title="The most traded"
        query={query}
        isEmpty={(rows) => rows.length === 0}
        empty="The service reports no trading over this period."
      >
        {(rows) => (
          <DataTable
            label={`Most traded by ${rankBy}, ${PERIOD_NAMES[period]}`}
            columns={columnsFor(period)}
            rows={rows.slice(0, 10)}
            rowKey={(row) => row.symbol}
          />
        )}
      </PanelState>
    </MarketPanel>
  )
}
