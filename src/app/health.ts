import { queryOptions } from '@tanstack/react-query'
import type { HealthResponse } from '../shared/api/health'
import { apiGet } from '../lib/api-client'

/** Where the data comes from, for the header badge. Asked once per visit; in live mode each minute (credits). */
export const healthQuery = queryOptions({
  queryKey: ['health'],
  queryFn: ({ signal }) => apiGet<HealthResponse>('/healthz', signal),
  staleTime: Number.POSITIVE_INFINITY,
  refetchInterval: (query) => (query.state.data?.mode === 'upstream' ? 60_000 : false),
  throwOnError: false,
})
