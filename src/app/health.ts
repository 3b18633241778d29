import { queryOptions } from '@tanstack/react-query'
import { healthResponse } from '../shared/api/health'
import { apiGet } from '../lib/api-client'

/** Where the data comes from, for the header badge. Asked once per visit. */
export const healthQuery = queryOptions({
  queryKey: ['health'],
  queryFn: ({ signal }) => apiGet('/healthz', healthResponse, signal),
  staleTime: Number.POSITIVE_INFINITY,
  throwOnError: false,
})
