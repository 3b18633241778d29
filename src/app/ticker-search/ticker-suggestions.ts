import { queryOptions } from '@tanstack/react-query'
import type { ScreenerResponse } from '../../shared/api/screener'
import type { Market } from '../../shared/catalogue'
import { MIN_SUGGESTION_TEXT, reportPath, SUGGESTION_MARKETS, suggestionsRequest } from '../../shared/ticker-search'
import { apiGet } from '../../lib/api-client'

export { tickerHref } from '../../shared/ticker-search'

export interface TickerSuggestion {
  market: Market
  symbol: string
  companyName: string
  /** where the report lives in the dashboard */
  href: string
}

async function search(market: Market, text: string, signal: AbortSignal): Promise<TickerSuggestion[]> {
  const page = await apiGet<ScreenerResponse>(suggestionsRequest(market, text), signal)
  return page.results.map((row) => ({
    market,
    symbol: row.symbol,
    companyName: row.company_name,
    href: reportPath(market, row.symbol),
  }))
}

/** Companies of both markets whose ticker starts with, or whose name contains, what was typed. */
export const tickerSuggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: ['ticker-suggestions', text],
    queryFn: async ({ signal }) =>
      (await Promise.all(SUGGESTION_MARKETS.map((market) => search(market, text, signal)))).flat(),
    enabled: text.length >= MIN_SUGGESTION_TEXT,
    staleTime: 5 * 60_000,
    throwOnError: false,
  })
