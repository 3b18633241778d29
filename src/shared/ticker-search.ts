import type { Market } from './catalogue'
import { screenerPath } from './api/requests/screener'
import { parseTicker } from './ticker'
import { printCondition } from './where/print'
import { field, like, or } from './where/build'

/**
 * The header's ticker search, as the app (app/ticker-search) and the server (http/ticker-search.ts, the search
 * form's action before the app has hydrated it, or without JavaScript) both run it: a complete ticker goes to its
 * report, else the first company of either market that matches what was typed.
 */

/** The form's action and its field: `/search?ticker=BBCA`. */
export const TICKER_SEARCH_PATH = '/search'
export const TICKER_SEARCH_FIELD = 'ticker'

/** Text shorter than this matches too many companies to suggest any. */
export const MIN_SUGGESTION_TEXT = 2

/** The markets suggestions come from, in the order they are offered. */
export const SUGGESTION_MARKETS: readonly Market[] = ['idx', 'sgx']

/** Where a company's report lives in the dashboard: `/reports/BBCA` (IDX, no suffix) or `/reports/sgx/D05`. */
export const reportPath = (market: Market, symbol: string): string => {
  // a symbol outside the grammar (an upstream oddity) is still linked, as written
  const ticker = parseTicker(market, symbol) ?? symbol
  return market === 'idx' ? `/reports/${ticker}` : `/reports/sgx/${ticker}`
}

/** A typed ticker that is complete by itself (see shared/ticker): an IDX ticker first, then an SGX one. */
export function tickerHref(typed: string): string | null {
  const idx = parseTicker('idx', typed)
  if (idx !== null) return reportPath('idx', idx)
  const sgx = parseTicker('sgx', typed)
  return sgx === null ? null : reportPath('sgx', sgx)
}

/** `symbol like 'BB%' or company_name like '%bank%'`, built as a tree so that any quote in the text is escaped. */
export const matchingCompanies = (text: string): string =>
  printCondition(or(like(field('symbol'), `${text}%`), like(field('company_name'), `%${text}%`)))

/** The service path (asked under `/api`) of a market's companies matching `text`, largest first. */
export function suggestionsRequest(market: Market, text: string): string {
  const params = new URLSearchParams({ where: matchingCompanies(text), order_by: '-market_cap', limit: '5' })
  return `${screenerPath(market)}?${params.toString()}`
}
