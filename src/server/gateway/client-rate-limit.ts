import type { Context, MiddlewareHandler } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { errorBodyFor } from '../../shared/api/errors'
import type { RateCounter } from '../http/rate-limit'

/** The peer's address; in-process requests (tests) have none and share one count. */
function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

/**
 * `counter`'s requests a minute per client address (one-minute windows; shared by every server when the counter is
 * Redis's). Past it, 429 with `Retry-After` in the endpoint's error shape. Only the keyless `/api` path needs it (in
 * live mode, where every call may cost the server credits); keyed clients are limited per key by `http/`.
 */
export function perAddressRateLimit(counter: RateCounter): MiddlewareHandler {
  return async (c, next) => {
    const decision = await counter.take(clientAddress(c))
    if (!decision.allowed) {
      const wait = Math.max(1, Math.ceil(decision.resetMs / 1000))
      const path = new URL(c.req.url).pathname.replace(/^\/api/, '')
      const sentence = `Too many requests from this address. Try again in ${wait} s.`
      return c.json(errorBodyFor(path, 'RATE_LIMIT_EXCEEDED', sentence), 429, { 'retry-after': String(wait) })
    }
    return next()
  }
}
