import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { screenerResponse } from '../../../shared/api/screener'
import { apiGet } from '../../../lib/api-client'
import { screenerPath, toApiQuery, type ScreenerSearch } from '../screener-search'

export const screenerQueries = {
  all: () => ['screener'] as const,
  page: (search: ScreenerSearch) =>
    queryOptions({
      queryKey: [...screenerQueries.all(), search] as const,
      queryFn: ({ signal }) => apiGet(`${screenerPath(search.market)}?${toApiQuery(search)}`, screenerResponse, signal),
      // keep the rows on screen while the next page or sort loads
      placeholderData: keepPreviousData,
    }),
}
