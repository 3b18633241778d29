import type { Market } from '../../catalogue/types'

/**
 * What the dashboard asks the screeners with: paths, parameter values, limits. No schema here: the schemas are in
 * ../screener.ts (which re-exports this file), and the dashboard imports this file only, so that the validation
 * library stays out of the browser (docs/benchmarks.md, JavaScript budget).
 */
/** Screener limits of the spec. */
export const SCREENER_DEFAULT_LIMIT = 50
export const SCREENER_MAX_LIMIT = 200

/** The screener's path for a market. */
export const screenerPath = (market: Market): string => (market === 'idx' ? '/v2/companies/' : '/v2/sgx/companies/')

/** The order the service uses when a query (or a question's translation) gives none. */
export const SCREENER_DEFAULT_ORDER_BY = 'symbol'
