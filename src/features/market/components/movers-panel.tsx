import { useQuery } from '@tanstack/react-query'
import { TOP_CHANGE_PERIODS, type TopChangePeriod } from '../../../shared/api/rankings'
import { changeColumn, companyColumn, DataTable, figureColumn, type DataColumn } from '../../../components/data-table'
import { PanelState } from '../../../components/panel-state'
import { OptionSelect } from '../../../components/option-select'
import { SegmentedChoice } from '../../../components/segmented-choice'
import { formatCount, formatMoney } from '../../../lib/format'
import { marketQueries } from '../api/market-queries'
import { MIN_MCAP_CHOICES } from '../market-search'
import type { Mover } from '../movers'
import { MarketPanel, periodOptions } from './market-panel'

export const PERIOD_NAMES: Record<TopChangePeriod, string> = {
  '1d': '1 day',
  '7d': '7 days',
  '14d': '14 days',
  '30d': '30 days',
  '365d': '365 days',
}

const idr = (value: number) => formatMoney(value, 'IDR')

const COLUMNS: DataColumn<Mover>[] = [
  companyColumn('idx'),
  changeColumn({ id: 'change', label: 'Change', value: (row) => row.change }),
  figureColumn({ id: 'close', label: 'Last close', unit: 'IDR', value: (row) => row.close, format: idr }),
]

/** "Rp 5 trillion and more": the minimum market cap, stated in the words the tables use. */
const mcapLabel = (billions: number) => (billions === 0 ? 'Any size' : `${formatMoney(billions * 1e9, 'IDR')} and more`)

interface MoversPanelProps {
  period: TopChangePeriod
  minMcap: number
  onChange: (patch: { period?: TopChangePeriod; minMcap?: number }) => void
}

/** The largest rises and falls over a period, among companies of at least a chosen size. */
export function MoversPanel({ period, minMcap, onChange }: MoversPanelProps) {
  const query = useQuery(marketQueries.movers(period, minMcap))
  const choices: readonly number[] = MIN_MCAP_CHOICES.some((choice) => choice === minMcap)
    ? MIN_MCAP_CHOICES
    : [...MIN_MCAP_CHOICES, minMcap].sort((a, b) => a - b)
  return (
    <MarketPanel
      id="movers"
      title="Top gainers and losers"
      controls={
        <>
          <SegmentedChoice
            label="Period"
            options={periodOptions(TOP_CHANGE_PERIODS, PERIOD_NAMES)}
            value={period}
            onChange={(next) => {
              onChange({ period: next })
            }}
          />
          <label>
            Market cap{' '}
            <OptionSelect
              options={choices.map((billions) => ({ value: String(billions), label: mcapLabel(billions) }))}
              value={String(minMcap)}
              onChange={(billions) => {
                onChange({ minMcap: Number(billions) })
              }}
            />
          </label>
        </>
      }
      note={
        <>
          Change of the closing price over the period; companies with a market cap of at least{' '}
          {minMcap === 0 ? 'any size' : formatMoney(minMcap * 1e9, 'IDR')} ({formatCount(minMcap)} billion IDR).
        </>
      }
    >
      <PanelState title="The movers" query={query}>
        {(movers) => (
          <div className="market-pair">
            {(['gainers', 'losers'] as const).map((side) => (
              <div key={side}>
                <h3>
                  {side === 'gainers' ? 'Top gainers' : 'Top losers'}, {PERIOD_NAMES[period]}
                </h3>
                <DataTable
                  label={`Top ${side}, ${PERIOD_NAMES[period]}`}
                  columns={COLUMNS}
                  rows={movers[side]}
                  rowKey={(row) => row.symbol}
                  empty={`No company of this size ${side === 'gainers' ? 'rose' : 'fell'} over ${PERIOD_NAMES[period]}.`}
                />
              </div>
            ))}
          </div>
        )}
      </PanelState>
    </MarketPanel>
  )
}
