import type { MiddlewareHandler } from 'hono'
import { screenerError } from '../../shared/api/errors'
import { presentedKey } from './auth'
import { setResponseHeaders } from './response-headers'

/** The real service's words (NOTES §8): v2 `{"error": "RATE_LIMIT_EXCEEDED", ...}`, v1 `{"code": 429, ...}`. */
const MESSAGE = 'Rate limit exceeded. Consider upgrading.'
const WINDOW_MS = 60_000
/** Past this many tracked keys, windows that have ended are forgotten. */
const MAX_TRACKED = 10_000

export interface RateDecision {
  allowed: boolean
  limit: number
  remaining: number
  /** milliseconds until the window ends and the count starts again */
  resetMs: number
}

/**
 * Counts requests per key in fixed one-minute windows (a window starts with a key's first request in it). The
 * counter is an interface so that cluster workers can share one (cluster/shared-rate.ts) instead of each counting
 * its own share of a client's requests.
 */
export interface RateCounter {
  take(key: string): RateDecision | Promise<RateDecision>
}

export function localRateCounter(perMinute: number, now: () => number = Date.now): RateCounter {
  const windows = new Map<string, { started: number; count: number }>()
  return {
    take(key) {
      const time = now()
      let window = windows.get(key)
      if (window === undefined || time - window.started >= WINDOW_MS) {
        if (windows.size >= MAX_TRACKED)
          for (const [name, old] of windows) if (time - old.started >= WINDOW_MS) windows.delete(name)
        window = { started: time, count: 0 }
        windows.set(key, window)
      }
      const allowed = window.count < perMinute
      if (allowed) window.count += 1
      const resetMs = window.started + WINDOW_MS - time
      return { allowed, limit: perMinute, remaining: perMinute - window.count, resetMs }
    },
  }
}

function limitHeaders(decision: RateDecision): Record<string, string> {
  return {
    'RateLimit-Limit': String(decision.limit),
    'RateLimit-Remaining': String(decision.remaining),
    'RateLimit-Reset': String(Math.max(1, Math.ceil(decision.resetMs / 1000))),
    'RateLimit-Policy': `${String(decision.limit)};w=60`,
  }
}

/**
 * Keyed clients get `perMinute` requests a minute per key; past it, 429 in the real service's shape with
 * `Retry-After`. Every keyed answer says where the client stands (`RateLimit-Limit`, `-Remaining`, `-Reset`).
 * Runs after authentication, so only valid keys are counted.
 */
export function rateLimitPerKey(counter: RateCounter): MiddlewareHandler {
  return async (c, next) => {
    const decision = await counter.take(presentedKey(c))
    const headers = limitHeaders(decision)
    if (!decision.allowed) {
      const v1 = new URL(c.req.url).pathname.startsWith('/v1/')
      const body = v1 ? { code: 429, message: MESSAGE } : screenerError('RATE_LIMIT_EXCEEDED', MESSAGE)
      return c.json(body, 429, { ...headers, 'Retry-After': headers['RateLimit-Reset'] ?? '60' })
    }
    await next()
    setResponseHeaders(c, headers)
    return undefined
  }
}
