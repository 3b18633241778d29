import { useQuery } from '@tanstack/react-query'
import type { Market } from '../../../../shared/catalogue'
import { LinkProblems } from '../../../../components/link-problems'
import type { Currency } from '../../../../lib/format'
import { useFormat } from '../../../../lib/i18n/use-format'
import { MAIN_INDEX } from '../../../../lib/reports/index-levels'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { useUrlState } from '../../../../lib/url-state'
import { priceChartRows } from '../../api/price-series'
import { LOG_RANGES, reportSearch } from '../../report-search'
import { useReportsText } from '../../text'
import { SectionState } from '../frame/section-state'
import { PriceChartFigure } from './price-chart-figure'
import { PriceRangePicker } from './price-range-picker'
import { PriceStudyToggles } from './price-study-toggles'

const STUDY_KEYS = new Set(['range', 'averages', 'log', 'versus'])

interface PriceChartProps {
  market: Market
  ticker: string
  /** the report's last close date: the range ends there (null: the service's latest trading day) */
  end: string | null
  /** the listing date, where "Max" starts (null when not reported: the service's whole history) */
  listing?: string | null
}

/**
 * Daily closes with their volume over 1M … Max, with moving averages, a log scale and a comparison with the market's
 * main index as studies; the range and the studies are part of the link.
 */
export function PriceChart({ market, ticker, end, listing = null }: PriceChartProps) {
  const { state, problems, commit, useDefault } = useUrlState(reportSearch)
  const t = useReportsText()
  const { formatDate } = useFormat()
  const currency: Currency = market === 'idx' ? 'IDR' : 'SGD'
  const indexName = MAIN_INDEX[market].toUpperCase()
  const query = useQuery(reportQueries.prices(market, ticker, state.range, end, listing))
  const first = query.data?.[0]?.date
  const last = query.data?.at(-1)?.date
  const lead = useQuery({
    ...reportQueries.pricesBefore(market, ticker, first ?? ''),
    enabled: first !== undefined && state.averages.length > 0,
  })
  const versus = state.versus === 'index'
  const index = useQuery({
    ...reportQueries.mainIndex(market, first ?? '', last ?? ''),
    enabled: versus && first !== undefined && last !== undefined,
  })
  const log = state.log && LOG_RANGES.includes(state.range) && !versus
  return (
    <div className="report-price">
      <LinkProblems problems={problems.filter((problem) => STUDY_KEYS.has(problem.key))} onUseDefault={useDefault} />
      <div className="report-price__controls">
        <PriceRangePicker
          value={state.range}
          onChange={(range) => {
            commit({ range })
          }}
        />
        <PriceStudyToggles
          search={state}
          indexName={indexName}
          onChange={(patch) => {
            commit(patch)
          }}
        />
      </div>
      <SectionState title={t('prices.title')} query={query} skeletons={1}>
        {(prices) => {
          const levels = versus ? (index.data ?? null) : null
          const rows = priceChartRows({ prices, lead: lead.data ?? [], averages: state.averages, index: levels })
          const base = rows.find((row) => row.index === 100)?.date
          const rebased = levels !== null && base !== undefined ? { ticker, index: indexName, base } : null
          const note =
            levels === null
              ? undefined
              : rebased === null
                ? t('prices.indexNone', { index: indexName })
                : base !== first
                  ? t('prices.indexFrom', { index: indexName, date: formatDate(base ?? '') })
                  : undefined
          return (
            <PriceChartFigure
              rows={rows}
              currency={currency}
              averages={state.averages}
              log={log}
              rebased={rebased}
              note={note ?? (state.averages.length > 0 ? t('prices.averagesNote') : undefined)}
            />
          )
        }}
      </SectionState>
    </div>
  )
}
