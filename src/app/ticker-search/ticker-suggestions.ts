import { queryOptions } from '@tanstack/react-query'
import { screenerPath } from '../../shared/api/requests/screener'
import type { ScreenerResponse } from '../../shared/api/screener'
import { parseTicker } from '../../shared/ticker'
import { printCondition } from '../../shared/where/print'
import { field, like, or } from '../../shared/where/build'
import { apiGet } from '../../lib/api-client'
import { reportPath } from '../../lib/links'

export interface TickerSuggestion {
  market: 'idx' | 'sgx'
  symbol: string
  companyName: string
  /** where the report lives in the dashboard */
  href: string
}

/** `symbol like 'BB%' or company_name like '%bank%'`, built as a tree so that any quote in the text is escaped. */
const matching = (text: string): string =>
  printCondition(or(like(field('symbol'), `${text}%`), like(field('company_name'), `%${text}%`)))

async function search(market: 'idx' | 'sgx', text: string, signal: AbortSignal): Promise<TickerSuggestion[]> {
  const params = new URLSearchParams({ where: matching(text), order_by: '-market_cap', limit: '5' })
  const page = await apiGet<ScreenerResponse>(`${screenerPath(market)}?${params.toString()}`, signal)
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
    queryFn: async ({ signal }) => {
      const [idx, sgx] = await Promise.all([search('idx', text, signal), search('sgx', text, signal)])
      return [...idx, ...sgx]
    },
    enabled: text.length >= 2,
    staleTime: 5 * 60_000,
    throwOnError: false,
  })

/** A typed ticker that is complete by itself (see shared/ticker): an IDX ticker first, then an SGX one. */
export function tickerHref(typed: string): string | null {
  const idx = parseTicker('idx', typed)
  if (idx !== null) return reportPath('idx', idx)
  const sgx = parseTicker('sgx', typed)
  return sgx === null ? null : reportPath('sgx', sgx)
}
