import { INDEX_CODES } from '../../shared/api/requests/market-indices'
import type { IndexCode } from '../../shared/api/market-indices'
import { TOP_CHANGE_PERIODS } from '../../shared/api/requests/rankings'
import type { TopChangePeriod } from '../../shared/api/rankings'
import { SGX_TOP_CLASSIFICATIONS } from '../../shared/api/requests/rankings'
import type { SgxTopClassification } from '../../shared/api/rankings'
import type { SortState } from '../../components/data-table'
import { defineUrlState, urlParam, type UrlParam } from '../../shared/url-state'

export const INDEX_RANGES = ['1m', '3m', '1y', '5y'] as const
export type IndexRange = (typeof INDEX_RANGES)[number]

/** Minimum market caps offered for the movers, in billion IDR (the service's default is 5,000: Rp 5 trillion). */
export const MIN_MCAP_CHOICES = [0, 1_000, 5_000, 10_000, 50_000] as const

/** Most-traded periods: the service answers at most 90 days per request. */
export const TRADED_PERIODS = ['1d', '7d', '30d', '90d'] as const
export type TradedPeriod = (typeof TRADED_PERIODS)[number]

/** The state of `/`: which market, which index over which range, which movers, how the tables are sorted. */
export interface MarketSearch {
  market: 'idx' | 'sgx'
  index: IndexCode
  range: IndexRange
  period: TopChangePeriod
  /** billion IDR */
  minMcap: number
  tradedPeriod: TradedPeriod
  /** rank the most traded by value (volume × close) instead of shares */
  tradedBy: 'volume' | 'value'
  /** the sub-sector table's sort; null: the service's order (largest market cap first) */
  sort: SortState | null
  sgxBy: SgxTopClassification
}

/** `market_cap` ascending, `-market_cap` descending: the screener's `order_by` convention. */
const sortParam: UrlParam<SortState | null> = {
  name: 'sort',
  defaultValue: null,
  parse: (text) => {
    const match = /^(-?)([a-z_0-9]+)$/.exec(text.trim())
    if (match?.[2] === undefined) return { ok: false, problem: { code: 'unreadableSort', text } }
    return { ok: true, value: { columnId: match[2], descending: match[1] === '-' } }
  },
  serialise: (sort) => (sort === null ? '' : `${sort.descending ? '-' : ''}${sort.columnId}`),
}

const minMcapParam: UrlParam<number> = {
  ...urlParam.integer('min_mcap', 5_000, { min: 0, max: 10_000_000, what: 'minimumMarketCap' }),
  resetsPage: false,
}

export const marketSearch = defineUrlState<MarketSearch>({
  market: urlParam.oneOf('market', ['idx', 'sgx'] as const, 'idx', 'market'),
  index: urlParam.oneOf('index', INDEX_CODES, 'ihsg', 'index'),
  range: urlParam.oneOf('range', INDEX_RANGES, '3m', 'indexRange'),
  period: urlParam.oneOf('period', TOP_CHANGE_PERIODS, '1d', 'period'),
  minMcap: minMcapParam,
  tradedPeriod: urlParam.oneOf('traded_period', TRADED_PERIODS, '1d', 'mostTradedPeriod'),
  tradedBy: urlParam.oneOf('traded_by', ['volume', 'value'] as const, 'volume', 'mostTradedRanking'),
  sort: sortParam,
  sgxBy: urlParam.oneOf('sgx_by', SGX_TOP_CLASSIFICATIONS, 'market_cap', 'sgxRanking'),
})

/** Calendar days an index range covers, ending at the last trading day. */
export const INDEX_RANGE_DAYS: Record<IndexRange, number> = { '1m': 30, '3m': 91, '1y': 365, '5y': 1826 }
/** Calendar days a most-traded period covers, ending at the last trading day. */
export const TRADED_PERIOD_DAYS: Record<TradedPeriod, number> = { '1d': 1, '7d': 7, '30d': 30, '90d': 90 }
