import { defineUrlState, urlParam, type UrlParam } from '../../shared/url-state'
import { REPORT_PRICE_RANGES, type ReportPriceRange } from '../../lib/reports/price-windows'
import { MOVING_AVERAGE_DAYS, type MovingAverageDays } from './api/price-series'
import { PEER_METRIC_IDS, type PeerMetricId } from './api/peer-metrics'

/**
 * What a report link carries besides its ticker and section: the price chart's range and studies
 * (`?range=5y&ma=50,200&log=true&vs=index`) and the peers chart's metric.
 */
export interface ReportSearch {
  range: ReportPriceRange
  /** the moving averages drawn, shortest first */
  averages: MovingAverageDays[]
  /** the price axis on a log scale (offered from a year up) */
  log: boolean
  /** the price against the market's main index, both rebased to 100 */
  versus: PriceComparison
  metric: PeerMetricId
  /** the financials by fiscal year or by quarter (`?period=quarterly`) */
  period: FinancialsPeriod
}

export const FINANCIALS_PERIODS = ['annual', 'quarterly'] as const
export type FinancialsPeriod = (typeof FINANCIALS_PERIODS)[number]

export const PRICE_COMPARISONS = ['none', 'index'] as const
export type PriceComparison = (typeof PRICE_COMPARISONS)[number]

export const DEFAULT_PRICE_RANGE: ReportPriceRange = '1y'

/** The ranges long enough for a log scale to say more than a linear one. */
export const LOG_RANGES: readonly ReportPriceRange[] = ['1y', '5y', 'max']

/** `ma=20,200`: the averages drawn, each at most once, in the link in ascending order. */
const averagesParam: UrlParam<MovingAverageDays[]> = {
  name: 'ma',
  defaultValue: [],
  parse: (text) => {
    const chosen = text === '' ? [] : text.split(',').map((part) => MOVING_AVERAGE_DAYS.find((d) => String(d) === part))
    if (chosen.every((days) => days !== undefined))
      return { ok: true, value: MOVING_AVERAGE_DAYS.filter((days) => chosen.includes(days)) }
    return {
      ok: false,
      problem: { code: 'unknownValue', subject: 'movingAverages', text, values: MOVING_AVERAGE_DAYS.map(String) },
    }
  },
  serialise: (value) => value.join(','),
  resetsPage: false,
}

export const reportSearch = defineUrlState<ReportSearch>({
  range: { ...urlParam.oneOf('range', REPORT_PRICE_RANGES, DEFAULT_PRICE_RANGE, 'priceRange'), resetsPage: false },
  averages: averagesParam,
  log: { ...urlParam.boolean('log', false, 'logScale'), resetsPage: false },
  versus: { ...urlParam.oneOf('vs', PRICE_COMPARISONS, 'none', 'priceComparison'), resetsPage: false },
  metric: { ...urlParam.oneOf('metric', PEER_METRIC_IDS, 'pe_ttm', 'peerMetric'), resetsPage: false },
  period: { ...urlParam.oneOf('period', FINANCIALS_PERIODS, 'annual', 'financialsPeriod'), resetsPage: false },
})
