import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ScreenerResponse } from '../../../shared/api/screener'
import { apiGet } from '../../../lib/api-client'
import { screenerRequest, type ScreenerSearch } from '../../../shared/screener/screener-search'
import { columnsOf } from '../../../shared/screener/column-choice'
import { withColumnValues } from './column-values'

/**
 * One page of the screener's results for a state, with the values of its chosen columns: the one road to the
 * screener endpoint, for the page's query and for the export. `offset` replaces the page's own (the export
 * continues where the last answer ended).
 */
export async function getScreenerPage(
  search: ScreenerSearch,
  signal?: AbortSignal,
  offset?: number,
): Promise<ScreenerResponse> {
  const answer = await apiGet<ScreenerResponse>(screenerRequest(search, offset), signal)
  // a structured request brought its columns in its order_by; a question cannot, so they are asked for after it
  return search.q === '' ? answer : withColumnValues(search.market, answer, columnsOf(search), signal)
}

export const screenerQueries = {
  all: () => ['screener'] as const,
  page: (search: ScreenerSearch) =>
    queryOptions({
      queryKey: [...screenerQueries.all(), search] as const,
      queryFn: ({ signal }) => getScreenerPage(search, signal),
      // keep the rows on screen while the next page or sort loads
      placeholderData: keepPreviousData,
    }),
}
