import { queryOptions } from '@tanstack/react-query'
import { screenerResponse } from '../../shared/api/screener'
import { printCondition } from '../../shared/where'
import type { Condition } from '../../shared/where'
import { apiGet } from '../../lib/api-client'

export interface TickerSuggestion {
  market: 'idx' | 'sgx'
  symbol: string
  companyName: string
  /** where the report lives in the dashboard */
  href: string
}

const NO_SPAN = { start: 0, end: 0 }

/** `symbol like 'BB%' or company_name like '%bank%'`, built as a tree so that any quote in the text is escaped. */
function matching(text: string): string {
  const like = (name: string, pattern: string): Condition => ({
    kind: 'like',
    subject: { kind: 'field', name, year: null, span: NO_SPAN },
    pattern: { kind: 'string', value: pattern, span: NO_SPAN },
    span: NO_SPAN,
  })
  return printCondition({
    kind: 'or',
    operands: [like('symbol', `${text}%`), like('company_name', `%${text}%`)],
    span: NO_SPAN,
  })
}

export const reportHref = (market: 'idx' | 'sgx', symbol: string) =>
  market === 'idx' ? `/reports/${symbol.replace(/\.JK$/i, '')}` : `/reports/sgx/${symbol}`

async function search(market: 'idx' | 'sgx', text: string, signal: AbortSignal): Promise<TickerSuggestion[]> {
  const params = new URLSearchParams({ where: matching(text), order_by: '-market_cap', limit: '5' })
  const path = market === 'idx' ? '/v2/companies/' : '/v2/sgx/companies/'
  const page = await apiGet(`${path}?${params.toString()}`, screenerResponse, signal)
  return page.results.map((row) => ({
    market,
    symbol: row.symbol,
    companyName: row.company_name,
    href: reportHref(market, row.symbol),
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
  if (idx?.[1] !== undefined) return reportHref('idx', idx[1].toUpperCase())
  const sgx = /^([a-z0-9]{3})(\.si)?$/i.exec(text)
  if (sgx?.[1] !== undefined) return reportHref('sgx', sgx[1].toUpperCase())
  return null
}
