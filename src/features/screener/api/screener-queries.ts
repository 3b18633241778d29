import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { screenerPath, screenerResponse, type ScreenerResponse } from '../../../shared/api/screener'
import { apiGet } from '../../../lib/api-client'
import { toApiQuery, type ScreenerSearch } from '../screener-search'

/**
 * One page of the screener's results for a state: the one road to the screener endpoint, for the page's query
 * and for the export. `offset` replaces the page's own (the export continues where the last answer ended).
 */
export const getScreenerPage = (
  search: ScreenerSearch,
  signal?: AbortSignal,
  offset?: number,
): Promise<ScreenerResponse> =>
  apiGet(`${screenerPath(search.market)}?${toApiQuery(search, offset)}`, screenerResponse, signal)

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
