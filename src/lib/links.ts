import type { Market } from '../shared/catalogue'
import { parseTicker } from '../shared/ticker'

/** Where a company's report lives in the dashboard: `/reports/BBCA` (IDX, no suffix) or `/reports/sgx/D05`. */
export const reportPath = (market: Market, symbol: string): string => {
  // a symbol outside the grammar (an upstream oddity) is still linked, as written
  const ticker = parseTicker(market, symbol) ?? symbol
  return market === 'idx' ? `/reports/${ticker}` : `/reports/sgx/${ticker}`
}

/** Where an IDX sub-sector's page lives: `/sectors/banks`. */
export const subSectorPath = (slug: string): string => `/sectors/${encodeURIComponent(slug)}`
