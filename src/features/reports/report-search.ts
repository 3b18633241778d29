import { defineUrlState, urlParam } from '../../shared/url-state'
import { PRICE_RANGES, type PriceRange } from '../../lib/reports/price-windows'
import { PEER_METRIC_IDS, type PeerMetricId } from './api/peer-metrics'

/** What a report link carries besides its ticker and section: the price chart's range and the peers chart's metric. */
export interface ReportSearch {
  range: PriceRange
  metric: PeerMetricId
  /** the financials by fiscal year or by quarter (`?period=quarterly`) */
  period: FinancialsPeriod
}

export const FINANCIALS_PERIODS = ['annual', 'quarterly'] as const
export type FinancialsPeriod = (typeof FINANCIALS_PERIODS)[number]

export const DEFAULT_PRICE_RANGE: PriceRange = '1y'

export const reportSearch = defineUrlState<ReportSearch>({
  range: { ...urlParam.oneOf('range', PRICE_RANGES, DEFAULT_PRICE_RANGE, 'priceRange'), resetsPage: false },
  metric: { ...urlParam.oneOf('metric', PEER_METRIC_IDS, 'pe_ttm', 'peerMetric'), resetsPage: false },
  period: { ...urlParam.oneOf('period', FINANCIALS_PERIODS, 'annual', 'financialsPeriod'), resetsPage: false },
})
