import { QueryClient } from '@tanstack/react-query'
import { isApiError } from './api-error'

/** A failure that a retry might fix: the server unreachable or failing, not a request it refused. */
export const isTransient = (error: unknown) => !isApiError(error) || !error.isClientError

/**
 * The data policy:
 * - a 4xx is never retried (it would fail again) and is shown next to what caused it, by the component;
 * - network and server failures are retried twice, then go to the route's error boundary, which offers a retry;
 * - a failed background refresh keeps the data on screen (components show a quiet notice);
 * - answers stay fresh for a minute: the demo data does not change, and the upstream changes daily.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => isTransient(error) && failureCount < 2,
        throwOnError: (error, query) => query.state.data === undefined && isTransient(error),
      },
    },
  })
}
