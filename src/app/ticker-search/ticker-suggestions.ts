import { queryOptions } from '@tanstack/react-query'
import { screenerResponse } from '../../shared/api/screener'
import { printCondition } from '../../shared/where'
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
  const path = market === 'idx' ? '/v2/companies/' : '/v2/sgx/companies/'
  const page = await apiGet(`${path}?${params.toString()}`, screenerResponse, signal)
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

/** A typed ticker that is complete by itself: four letters (IDX, optional .JK) or three characters (SGX, optional .SI). */
export function tickerHref(typed: string): string | null {
  const text = typed.trim()
  const idx = /^([a-z]{4})(\.jk)?$/i.exec(text)
  if (idx?.[1] !== undefined) return reportPath('idx', idx[1].toUpperCase())
  const sgx = /^([a-z0-9]{3})(\.si)?$/i.exec(text)
  if (sgx?.[1] !== undefined) return reportPath('sgx', sgx[1].toUpperCase())
  return null
}
