import { INDEX_CODES } from '../../shared/api/requests/market-indices'
import { idxTaxonomy, sgxSubSectors, type Market, type TaxonomyNode } from '../../shared/catalogue'
import { defineUrlState, urlParam, type UrlProblem, type UrlStateDefinition } from '../../shared/url-state'

/** Every period a market's screener fields give a change for, in the order they are offered. */
export const MAP_PERIODS = ['1d', '7d', '1m', 'ytd', '1y', '3y'] as const
export type MapPeriod = (typeof MAP_PERIODS)[number]

/**
 * The screener field holding each period's change, per market. IDX has a daily price change and a yearly change
 * of market cap; SGX a price change over each of its six periods.
 */
export const CHANGE_FIELDS: Readonly<Record<Market, Partial<Record<MapPeriod, string>>>> = {
  idx: { '1d': 'daily_close_change', '1y': 'yearly_mcap_change' },
  sgx: Object.fromEntries(MAP_PERIODS.map((period) => [period, `change_${period}`])),
}

/** The periods offered for a market. */
export const periodsOf = (market: Market): readonly MapPeriod[] =>
  MAP_PERIODS.filter((period) => CHANGE_FIELDS[market][period] !== undefined)

/** Index memberships to filter IDX by: the documented codes less the composite (every company) and SGX's STI. */
export const MAP_INDICES = INDEX_CODES.filter((code) => code !== 'ihsg' && code !== 'sti')
export type MapIndex = (typeof MAP_INDICES)[number]

/** A market's sectors, as the taxonomy names and slugs them. */
export function sectorsOf(market: Market): readonly TaxonomyNode[] {
  if (market === 'idx') return idxTaxonomy.sectors
  const bySlug = new Map(sgxSubSectors.map((subSector) => [subSector.sector.slug, subSector.sector]))
  return [...bySlug.values()]
}

/** The state of `/map`: which market, the period the colours show, and which companies are drawn. */
export interface MapSearch {
  market: Market
  period: MapPeriod
  /** IDX only; 'all' draws the whole market */
  index: MapIndex | 'all'
  /** a sector's slug: the map zoomed into that sector; null for every sector */
  sector: string | null
}

const base = defineUrlState<MapSearch>({
  market: urlParam.oneOf('market', ['idx', 'sgx'] as const, 'idx', 'market'),
  period: urlParam.oneOf('period', MAP_PERIODS, '1d', 'period'),
  index: urlParam.oneOf('index', ['all', ...MAP_INDICES] as const, 'all', 'index'),
  sector: urlParam.optionalText('sector'),
})

/**
 * What a parameter valid on its own cannot be for the link's market: a period the market's fields do not give, an
 * index filter on SGX (membership is known for IDX companies only), a sector of the other market's taxonomy.
 */
function marketProblems(state: MapSearch): { state: MapSearch; problems: UrlProblem[] } {
  const checked = { ...state }
  const problems: UrlProblem[] = []
  const periods = periodsOf(state.market)
  if (!periods.includes(state.period)) {
    problems.push({
      key: 'period',
      parameter: 'period',
      reason: { code: 'notForMarket', subject: 'period', text: state.period, market: state.market, values: periods },
    })
    checked.period = base.params.period.defaultValue
  }
  if (state.market === 'sgx' && state.index !== 'all') {
    problems.push({
      key: 'index',
      parameter: 'index',
      reason: { code: 'indexNotForSgx', text: state.index },
    })
    checked.index = 'all'
  }
  const sectors = sectorsOf(state.market)
  if (state.sector !== null && !sectors.some((sector) => sector.slug === state.sector)) {
    const values = sectors.map((sector) => sector.slug)
    problems.push({
      key: 'sector',
      parameter: 'sector',
      reason: { code: 'notForMarket', subject: 'sector', text: state.sector, market: state.market, values },
    })
    checked.sector = null
  }
  return { state: checked, problems }
}

/** `/map?market=sgx&period=1y&sector=financial-services` or `/map?period=1y&index=lq45`. */
export const mapSearch: UrlStateDefinition<MapSearch> = {
  ...base,
  parse(search) {
    const parsed = base.parse(search)
    const checked = marketProblems(parsed.state)
    return { state: checked.state, problems: [...parsed.problems, ...checked.problems] }
  },
}

/** The change to the state when the market tab changes: its own sectors, no index on SGX, the period kept if offered. */
export function switchMarket(state: MapSearch, market: Market): Partial<MapSearch> {
  return {
    market,
    sector: null,
    index: 'all',
    period: periodsOf(market).includes(state.period) ? state.period : base.params.period.defaultValue,
  }
}
