import { queryOptions } from '@tanstack/react-query'
import { costQuery } from '../shared/api/requests/credits'
import type { CostEstimates, CreditsToday } from '../shared/api/credits'
import { apiGet } from './api-client'

/**
 * What the Sectors API costs (live mode): today's credits for the header, and what asking for some API paths would
 * cost now (nothing when the server holds a fresh answer). In demo mode both say nothing is live.
 */
export const creditQueries = {
  all: () => ['credits'] as const,
  today: () =>
    queryOptions({
      queryKey: [...creditQueries.all(), 'today'] as const,
      queryFn: ({ signal }) => apiGet<CreditsToday>('/credits', signal),
      refetchInterval: (query) => (query.state.data?.live === true ? 15_000 : false),
      throwOnError: false,
    }),
  cost: (paths: readonly string[]) =>
    queryOptions({
      queryKey: [...creditQueries.all(), 'cost', paths] as const,
      queryFn: ({ signal }) => apiGet<CostEstimates>(`/credits/cost?${costQuery(paths)}`, signal),
      enabled: paths.length > 0,
      throwOnError: false,
    }),
}

/** "3 credits", or null when asking costs nothing (cached, or demo mode). */
export function costInWords(credits: number | undefined): string | null {
  if (credits === undefined || credits === 0) return null
  return credits === 1 ? '1 credit' : `${String(credits)} credits`
}
