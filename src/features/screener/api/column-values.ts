import { screenerPath } from '../../../shared/api/requests/screener'
import type { ScreenerResponse } from '../../../shared/api/screener'
import type { Market } from '../../../shared/catalogue'
import { printValue } from '../../../shared/where'
import { apiGet } from '../../../lib/api-client'

// a literal made here, not parsed from text: it has no place in any text
const NO_SPAN = { start: 0, end: 0 }

/**
 * Adds the chosen columns' values to an answer that could not ask for them (a question: the service ignores
 * order_by with `q`). One more request to the same endpoint, for exactly the answer's symbols, naming the columns
 * in its order_by so that its query_values hold them. The queried fields keep their values and their place: the
 * columns come after them, and a column that is also queried is not repeated.
 */
export async function withColumnValues(
  market: Market,
  answer: ScreenerResponse,
  columns: readonly string[],
  signal?: AbortSignal,
): Promise<ScreenerResponse> {
  const symbols = answer.results.map((row) => row.symbol)
  if (symbols.length === 0 || columns.length === 0) return answer
  const list = symbols.map((symbol) => printValue({ kind: 'string', value: symbol, span: NO_SPAN })).join(', ')
  const query = new URLSearchParams({
    where: `symbol in [${list}]`,
    order_by: ['symbol', ...columns].join(','),
    // an answer holds at most 200 rows, the service's largest page
    limit: String(symbols.length),
    include_query_values: 'true',
  })
  const extra = await apiGet<ScreenerResponse>(`${screenerPath(market)}?${query.toString()}`, signal)
  const bySymbol = new Map(extra.results.map((row) => [row.symbol, row.query_values ?? {}]))
  return {
    ...answer,
    results: answer.results.map((row) => {
      const queried = row.query_values ?? {}
      const values = bySymbol.get(row.symbol) ?? {}
      const added = columns.filter((name) => !(name in queried)).map((name) => [name, values[name] ?? null] as const)
      return { ...row, query_values: { ...queried, ...Object.fromEntries(added) } }
    }),
  }
}
