import type { Market } from '../shared/catalogue'
import { SCREENER_MAX_LIMIT, screenerPath } from '../shared/api/requests/screener'
import type { ScreenerResponse, ScreenerRow } from '../shared/api/screener'
import { apiGet } from './api-client'

/**
 * Every screener row of a `where`, page by page (a group can outgrow one page at a larger demo scale or upstream),
 * with the `order_by` fields in each row's `query_values`.
 */
export async function getAllScreenerRows(
  market: Market,
  query: { where: string; orderBy: readonly string[] },
  signal: AbortSignal,
): Promise<ScreenerRow[]> {
  const rows: ScreenerRow[] = []
  let offset: number | null = 0
  while (offset !== null) {
    const params: URLSearchParams = new URLSearchParams({
      where: query.where,
      order_by: query.orderBy.join(','),
      limit: String(SCREENER_MAX_LIMIT),
      offset: String(offset),
      include_query_values: 'true',
    })
    const page: ScreenerResponse = await apiGet<ScreenerResponse>(
      `${screenerPath(market)}?${params.toString()}`,
      signal,
    )
    rows.push(...page.results)
    offset = page.pagination.next_offset
  }
  return rows
}
