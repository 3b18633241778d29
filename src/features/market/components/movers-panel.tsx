import { useQuery } from '@tanstack/react-query'
import { TOP_CHANGE_PERIODS } from '../../../shared/api/requests/rankings'
import type { TopChangePeriod } from '../../../shared/api/rankings'
import { changeColumn, companyColumn, TitledTable, moneyColumn, type DataColumn } from '../../../components/data-table'
import { PanelState } from '../../../components/panel-state'
import { OptionSelect } from '../../../components/option-select'
import { SegmentedChoice } from '../../../components/segmented-choice'
import { useFormat, type Formats } from '../../../lib/i18n/use-format'
import { useComponentsText } from '../../../components/text'
import { marketQueries } from '../api/market-queries'
import { MIN_MCAP_CHOICES } from '../market-search'
import type { Mover } from '../movers'
import { MarketPanel, periodOptions } from './market-panel'
import { useMarketText, type MarketT } from '../text'

const columnsFor = (t: MarketT, company: string, { formatMoney }: Formats): DataColumn<Mover>[] => [
  companyColumn('idx', company),
  changeColumn({ id: 'change', label: t('movers.change'), value: (row) => row.change }),
  moneyColumn({ id: 'close', label: t('column.lastClose'), currency: 'IDR', value: (row) => row.close, formatMoney }),
]

/** "Rp 5 trillion and more": the minimum market cap, stated in the words the tables use. */
const mcapLabel = (t: MarketT, { formatMoney }: Formats, billions: number) =>
  billions === 0 ? t('movers.anySize') : t('movers.atLeast', { amount: formatMoney(billions * 1e9, 'IDR') })

interface MoversPanelProps {
  period: TopChangePeriod
  minMcap: number
  onChange: (patch: { period?: TopChangePeriod; minMcap?: number }) => void
}

/** The largest rises and falls over a period, among companies of at least a chosen size. */
export function MoversPanel({ period, minMcap, onChange }: MoversPanelProps) {
  const query = useQuery(marketQueries.movers(period, minMcap))
  const t = useMarketText()
  const format = useFormat()
  const periodName = (value: TopChangePeriod) => t(`period.${value}`)
  const columns = columnsFor(t, useComponentsText()('table.company'), format)
  const choices: readonly number[] = MIN_MCAP_CHOICES.some((choice) => choice === minMcap)
    ? MIN_MCAP_CHOICES
    : [...MIN_MCAP_CHOICES, minMcap].sort((a, b) => a - b)
  return (
    <MarketPanel
      id="movers"
      title={t('movers.title')}
      controls={
        <>
          <SegmentedChoice
            label={t('movers.period')}
            options={periodOptions(TOP_CHANGE_PERIODS, periodName)}
            value={period}
            onChange={(next) => {
              onChange({ period: next })
            }}
          />
          <label>
            {t('movers.marketCap')}{' '}
            <OptionSelect
              options={choices.map((billions) => ({ value: String(billions), label: mcapLabel(t, format, billions) }))}
              value={String(minMcap)}
              onChange={(billions) => {
                onChange({ minMcap: Number(billions) })
              }}
            />
          </label>
        </>
      }
      note={
        minMcap === 0
          ? t('movers.noteAnySize')
          : t('movers.note', {
              amount: format.formatMoney(minMcap * 1e9, 'IDR'),
              billions: format.formatCount(minMcap),
            })
      }
    >
      <PanelState title={t('movers.panelTitle')} query={query}>
        {(movers) => (
          <div className="market-pair">
            {(['gainers', 'losers'] as const).map((side) => (
              <TitledTable
                key={side}
                title={t(`movers.${side}`, { period: periodName(period) })}
                columns={columns}
                rows={movers[side]}
                rowKey={(row) => row.symbol}
                empty={
                  side === 'gainers'
                    ? t('movers.noGainers', { period: periodName(period) })
                    : t('movers.noLosers', { period: periodName(period) })
                }
              />
            ))}
          </div>
        )}
      </PanelState>
    </MarketPanel>
  )
}
