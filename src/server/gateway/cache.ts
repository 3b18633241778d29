import { releaseSlot } from '../http/overload'
import type { AnswerSource } from '../source'
import { buffer, toResponse, type FaultKind } from './answer'
import { utcDay } from './credits'
import { billedCost } from './endpoints'
import type { CacheEntry } from './store/entry'
import type { DayField } from './store/local-store'
import type { TieredCache } from './store/tiered-cache'

/**
 * The cache key: the path as sent (the trailing slash is part of it) and the query parameters in name order, each
 * encoded the one same way, so `?b=2&a=1` and `?a=1&b=%32` share an entry.
 */
export function cacheKey(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://gateway.invalid')
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const query = new URLSearchParams(params).toString()
  return query === '' ? url.pathname : `${url.pathname}?${query}`
}

/** Successes, and 404s (the real service bills those too), are kept; other refusals are cheap and not. */
const CACHEABLE = (status: number) => (status >= 200 && status < 300) || status === 404

const ageSeconds = (now: number, entry: CacheEntry) => String(Math.max(0, Math.floor((now - entry.storedAt) / 1000)))

const FAULT_WORDS: Record<FaultKind, string> = {
  timeout: 'upstream timeout',
  network: 'upstream unreachable',
  'upstream-error': 'upstream error',
  'invalid-answer': 'upstream answer not JSON',
  'key-refused': "server's key refused",
  'rate-limited': 'upstream rate limit',
  'credit-ceiling': 'daily credit ceiling reached',
  busy: 'too many upstream calls waiting',
}

export interface CacheOptions {
  cache: TieredCache
  /** how long an answer to this path stays fresh, in ms */
  ttlFor: (path: string) => number
  now?: () => number
}

type Fetched = Awaited<ReturnType<typeof buffer>>

/**
 * Answers from the cache while fresh (`X-Cache: hit`), asks the inner source otherwise (`miss`), and when the inner
 * source faults (see faults.ts) answers from an expired entry if there is one (`stale`, with `Age` and the reason).
 * Identical requests that arrive while one is on its way share that one call, on this server and (with Redis)
 * across servers. Each day's hits, misses and the credits the hits saved are counted in the local store.
 */
export function withCache(inner: AnswerSource, { cache, ttlFor, now = Date.now }: CacheOptions): AnswerSource {
  const inFlight = new Map<string, Promise<{ answer: Fetched; entry?: CacheEntry }>>()
  const count = (field: DayField, amount = 1) => {
    cache.local.add(utcDay(now()), field, amount)
  }

  /** Asks the inner source and stores what may be kept, before any other server is told the call is over. */
  const callAndStore = async (key: string, pathAndQuery: string, request: Request) => {
    const answer = await buffer(await inner.answer(pathAndQuery, request))
    if (answer.fault === undefined && CACHEABLE(answer.status)) {
      const storedAt = now()
      const cost = billedCost(pathAndQuery, answer.status, answer.body)
      await cache.set(key, { answer, storedAt, expiresAt: storedAt + ttlFor(new URL(key, 'http://x').pathname), cost })
    }
    return answer
  }

  const fetchOnce = (key: string, pathAndQuery: string, request: Request) => {
    const pending = inFlight.get(key)
    if (pending !== undefined) return pending
    const call = cache
      .coalesce(key, () => callAndStore(key, pathAndQuery, request))
      .then((outcome) =>
        outcome.kind === 'called'
          ? { answer: outcome.result }
          : { answer: { ...outcome.entry.answer, fault: undefined }, entry: outcome.entry },
      )
      .finally(() => inFlight.delete(key))
    inFlight.set(key, call)
    return call
  }

  const hit = (entry: CacheEntry, headers: Record<string, string>, field: 'hits' | 'stale') => {
    count(field)
    count('saved', entry.cost)
    return toResponse(entry.answer, { ...headers, age: ageSeconds(now(), entry) })
  }

  return {
    mode: inner.mode,
    label: inner.label,
    answer: async (pathAndQuery, request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return inner.answer(pathAndQuery, request)
      const key = cacheKey(pathAndQuery)
      const entry = await cache.get(key)
      if (entry !== undefined && entry.expiresAt > now()) return hit(entry, { 'x-cache': 'hit' }, 'hits')
      // from here on the request waits for the upstream or another server: not work that needs a slot
      releaseSlot()
      const { answer, entry: shared } = await fetchOnce(key, pathAndQuery, request)
      if (shared !== undefined) return hit(shared, { 'x-cache': 'hit' }, 'hits')
      if (answer.fault !== undefined) {
        const stale = entry ?? (await cache.get(key))
        if (stale !== undefined)
          return hit(stale, { 'x-cache': 'stale', 'x-cache-stale-reason': FAULT_WORDS[answer.fault] }, 'stale')
      }
      count('misses')
      return toResponse(answer, { 'x-cache': 'miss' }, answer.fault)
    },
  }
}
