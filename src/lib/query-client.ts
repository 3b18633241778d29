import { QueryClient } from '@tanstack/react-query'
import { isApiError } from './api-error'

/** A failure that a retry might fix: the server unreachable or failing, not a request it refused. */
export const isTransient = (error: unknown) => !isApiError(error) || !error.isClientError

/** The longest rate-limit wait the dashboard sits out on screen; a longer one (a spent daily budget) is shown. */
export const MAX_RATE_LIMIT_WAIT_SECONDS = 60

/**
 * The seconds to wait before asking again after a 429 whose `Retry-After` is short enough to wait on screen;
 * undefined for anything else.
 */
export const rateLimitWait = (error: unknown): number | undefined =>
  isApiError(error) &&
  error.status === 429 &&
  error.retryAfterSeconds !== undefined &&
  error.retryAfterSeconds <= MAX_RATE_LIMIT_WAIT_SECONDS
    ? error.retryAfterSeconds
    : undefined

/** TanStack Query's own back-off, kept for network and server failures. */
const backOff = (failureCount: number) => Math.min(1000 * 2 ** failureCount, 30_000)

/**
 * The data policy:
 * - a 4xx is never retried (it would fail again) and is shown next to what caused it, by the component; the one
 *   exception is a 429 with a short `Retry-After`: the server said when to ask again, so the dashboard waits that
 *   long (saying so, see app/layout/rate-limit-notice.tsx) and asks again, twice at most;
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
        retry: (failureCount, error) => (isTransient(error) || rateLimitWait(error) !== undefined) && failureCount < 2,
        retryDelay: (failureCount, error) => {
          const wait = rateLimitWait(error)
          return wait === undefined ? backOff(failureCount) : wait * 1000
        },
        throwOnError: (error, query) => query.state.data === undefined && isTransient(error),
      },
    },
  })
}
