import { queryOptions } from '@tanstack/react-query'
import type { ScreenerResponse } from '../../../shared/api/screener'
import { apiGet } from '../../../lib/api-client'
import { screenerRequest, screenerSearch } from '../../../shared/screener/screener-search'

/** How many companies a saved screen matches now: its own request, one row long, read for its total count. */
export const screenCountQuery = (query: string) =>
  queryOptions({
    queryKey: ['screener', 'count', query] as const,
    queryFn: async ({ signal }) => {
      const { state } = screenerSearch.parse(new URLSearchParams(query))
      const answer = await apiGet<ScreenerResponse>(screenerRequest({ ...state, limit: 1, page: 1 }), signal)
      return answer.pagination.total_count
    },
    staleTime: 60_000,
    throwOnError: false,
  })
