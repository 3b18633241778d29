import type { Context, MiddlewareHandler } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { errorBodyFor } from '../../shared/api/errors'

interface Bucket {
  tokens: number
  /** ms since the epoch */
  updated: number
}

/** Past this many tracked addresses, full buckets (idle clients) are forgotten. */
const MAX_TRACKED = 10_000

/** The peer's address; in-process requests (tests) have none and share one bucket. */
function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

/**
 * A token bucket per client address: `perMinute` requests in a burst, refilled at `perMinute` a minute. Past it,
 * 429 with `Retry-After` in the endpoint's error shape. Only the keyless `/api` path needs it (in live mode, where
 * every call may cost the server credits); keyed clients are limited per key by `http/`.
 */
export function perAddressRateLimit(perMinute: number, now: () => number = Date.now): MiddlewareHandler {
  const buckets = new Map<string, Bucket>()
  const refillPerMs = perMinute / 60_000

  const take = (address: string): number => {
    const time = now()
    const bucket = buckets.get(address) ?? { tokens: perMinute, updated: time }
    bucket.tokens = Math.min(perMinute, bucket.tokens + (time - bucket.updated) * refillPerMs)
    bucket.updated = time
    buckets.set(address, bucket)
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1
      return 0
    }
    return Math.ceil((1 - bucket.tokens) / refillPerMs / 1000)
  }

  const forgetIdle = () => {
    if (buckets.size <= MAX_TRACKED) return
    const time = now()
    for (const [address, bucket] of buckets)
      if (bucket.tokens + (time - bucket.updated) * refillPerMs >= perMinute) buckets.delete(address)
  }

  return async (c, next) => {
    forgetIdle()
    const wait = take(clientAddress(c))
    if (wait > 0) {
      const path = new URL(c.req.url).pathname.replace(/^\/api/, '')
      const sentence = `Too many requests from this address. Try again in ${wait} s.`
      return c.json(errorBodyFor(path, 'RATE_LIMIT_EXCEEDED', sentence), 429, { 'retry-after': String(wait) })
    }
    return next()
  }
}
