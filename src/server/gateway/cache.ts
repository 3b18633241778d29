import type { AnswerSource } from '../source'
import { buffer, toResponse, type BufferedAnswer, type FaultKind } from './answer'

export interface CacheEntry {
  readonly answer: BufferedAnswer
  /** ms since the epoch */
  readonly storedAt: number
  readonly expiresAt: number
  readonly bytes: number
}

export interface CacheCounts {
  hits: number
  misses: number
  stale: number
}

/** Room for the key, headers and bookkeeping of one entry, beside its body. */
const ENTRY_OVERHEAD = 256

/**
 * Answers kept in memory, bounded by bytes, least recently used first out. Expired entries stay until pushed out:
 * they are what the gateway answers with (marked stale) when the upstream fails.
 */
export class AnswerCache {
  private readonly entries = new Map<string, CacheEntry>()
  private used = 0
  readonly counts: CacheCounts = { hits: 0, misses: 0, stale: 0 }

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size
  }

  get bytes(): number {
    return this.used
  }

  /** The entry, moved to the most recently used end. */
  get(key: string): CacheEntry | undefined {
    const entry = this.entries.get(key)
    if (entry === undefined) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  set(key: string, answer: BufferedAnswer, storedAt: number, ttlMs: number): void {
    const bytes = answer.body.byteLength + key.length + ENTRY_OVERHEAD
    this.delete(key)
    if (bytes > this.maxBytes) return // larger than the whole cache: not worth evicting everything for
    while (this.used + bytes > this.maxBytes) {
      const oldest = this.entries.keys().next()
      if (oldest.done === true) break
      this.delete(oldest.value)
    }
    this.entries.set(key, { answer, storedAt, expiresAt: storedAt + ttlMs, bytes })
    this.used += bytes
  }

  private delete(key: string): void {
    const entry = this.entries.get(key)
    if (entry === undefined) return
    this.entries.delete(key)
    this.used -= entry.bytes
  }
}

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
}

export interface CacheOptions {
  cache: AnswerCache
  /** how long an answer to this path stays fresh, in ms */
  ttlFor: (path: string) => number
  now?: () => number
}

/**
 * Answers from memory while fresh (`X-Cache: hit`), asks the inner source otherwise (`miss`), and when the inner
 * source faults (see faults.ts) answers from an expired entry if there is one (`stale`, with `Age` and the reason).
 * Identical requests that arrive while one is on its way share that one call.
 */
export function withCache(inner: AnswerSource, { cache, ttlFor, now = Date.now }: CacheOptions): AnswerSource {
  const inFlight = new Map<string, Promise<Awaited<ReturnType<typeof buffer>>>>()

  const fetchOnce = (key: string, pathAndQuery: string, request: Request) => {
    const pending = inFlight.get(key)
    if (pending !== undefined) return pending
    const call = inner
      .answer(pathAndQuery, request)
      .then(buffer)
      .then((answer) => {
        if (answer.fault === undefined && CACHEABLE(answer.status))
          cache.set(key, answer, now(), ttlFor(new URL(key, 'http://gateway.invalid').pathname))
        return answer
      })
      .finally(() => inFlight.delete(key))
    inFlight.set(key, call)
    return call
  }

  return {
    mode: inner.mode,
    label: inner.label,
    answer: async (pathAndQuery, request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return inner.answer(pathAndQuery, request)
      const key = cacheKey(pathAndQuery)
      const entry = cache.get(key)
      if (entry !== undefined && entry.expiresAt > now()) {
        cache.counts.hits += 1
        return toResponse(entry.answer, { 'x-cache': 'hit', age: ageSeconds(now(), entry) })
      }
      const answer = await fetchOnce(key, pathAndQuery, request)
      if (answer.fault !== undefined) {
        const stale = cache.get(key)
        if (stale !== undefined) {
          cache.counts.stale += 1
          return toResponse(stale.answer, {
            'x-cache': 'stale',
            age: ageSeconds(now(), stale),
            'x-cache-stale-reason': FAULT_WORDS[answer.fault],
          })
        }
      }
      cache.counts.misses += 1
      return toResponse(answer, { 'x-cache': 'miss' }, answer.fault)
    },
  }
}
