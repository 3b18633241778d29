import type { MiddlewareHandler } from 'hono'
import { createHash } from 'node:crypto'
import { BoundedCache } from './bounded-cache'
import { setResponseHeaders } from './response-headers'

/** One request's identity: the path without `/api` and trailing slash, and the query sorted by parameter name. */
export function normalisedRequest(url: URL): string {
  const path = url.pathname.replace(/^\/api(?=\/)/, '').replace(/\/+$/, '')
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `${path}?${new URLSearchParams(params).toString()}`
}

interface Stored {
  body: Uint8Array<ArrayBuffer>
  contentType: string
  /** kept with the answer: a hit costs no hash */
  etag: string
}

/** Bodies larger than this are not kept: the cache is for the many small repeated answers. */
const MAX_ENTRY_BYTES = 1024 * 1024

/**
 * Requests seen once and not stored, by their tag: an answer is stored on its second request. One-off requests (a
 * scan of distinct queries) then neither pay for copying their bodies out of the answer nor push repeated answers
 * out of the cache. Tags, not requests:
 * bounded, whatever the URLs.
 */
class SeenOnce {
  private readonly tags = new Set<string>()

  constructor(private readonly maxTags: number) {}

  /** true for a tag seen before (and forgets it: it is about to be stored); remembers a new one */
  secondSighting(tag: string): boolean {
    if (this.tags.delete(tag)) return true
    this.tags.add(tag)
    if (this.tags.size > this.maxTags) {
      const oldest = this.tags.values().next().value
      if (oldest !== undefined) this.tags.delete(oldest)
    }
    return false
  }
}

/** Under 2 MiB of tags a worker: a request counts as repeated if it comes back within the next 16,384 one-offs. */
const SEEN_ONCE_TAGS = 16_384

export interface AnswerCacheOptions {
  /** changes whenever an answer may change: the data's identity and this server run (see cluster/epoch.ts) */
  version: string
  /** the response cache's size; 0 keeps ETags and 304s but stores no body */
  maxBytes: number
}

/**
 * The data is read-only while the server runs, so an answer is a function of the data version and the normalised
 * request. Every 200 carries a strong `ETag` derived from both (computed before the work, so a matching
 * `If-None-Match` gets 304 at once), and repeated requests are answered from a bounded in-memory cache, stored on
 * their second request; `X-Cache: hit` or `miss` says which, as in live mode (gateway/cache.ts).
 */
export function answerCache({ version, maxBytes }: AnswerCacheOptions): MiddlewareHandler {
  const cache = new BoundedCache<Stored>(maxBytes, (stored) => stored.body.byteLength, MAX_ENTRY_BYTES)
  const seenOnce = new SeenOnce(SEEN_ONCE_TAGS)
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const request = normalisedRequest(new URL(c.req.url))
    const hit = cache.get(request)
    const etag =
      hit?.etag ?? `"${createHash('sha256').update(`${version}\n${request}`).digest('base64url').slice(0, 27)}"`
    const validators = { ETag: etag, 'Cache-Control': 'private, no-cache' }
    const presented = c.req.header('if-none-match') ?? ''
    if (presented.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
      return c.body(null, 304, validators)
    if (hit !== undefined)
      return c.body(hit.body, 200, { ...validators, 'Content-Type': hit.contentType, 'X-Cache': 'hit' })
    await next()
    if (c.res.status !== 200) return
    if (maxBytes > 0 && seenOnce.secondSighting(etag)) {
      const body = new Uint8Array(await c.res.arrayBuffer())
      const headers = new Headers(c.res.headers)
      cache.set(request, { body, contentType: headers.get('content-type') ?? 'application/json', etag })
      // the old answer is dropped first: Hono would copy it into the new one through a web stream, which the server
      // then reads back chunk by chunk; an answer made of bytes and headers is written at once
      c.res = undefined
      c.res = new Response(body, { status: 200, headers })
    }
    setResponseHeaders(c, { ...validators, 'X-Cache': 'miss' })
  }
}
