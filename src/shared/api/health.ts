import { z } from 'zod/mini'
import { integer } from './shape'

/** In live mode (SECTORS_API_KEY set): the upstream, whether it takes the server's key, credits and cache. */
export const upstreamHealth = z.object({
  /** where the server's calls go (SECTORS_API_URL, without any path) */
  url: z.string(),
  /** what the upstream last said about the server's key: checked at start, then on every answer */
  key: z.enum(['unchecked', 'accepted', 'refused', 'unreachable']),
  last_failure: z.nullable(z.object({ kind: z.string(), at: z.string(), detail: z.string() })),
  credits: z.object({
    /** the UTC day being counted */
    day: z.string(),
    spent_today: integer,
    /** SECTORS_DAILY_CREDITS, or null for no ceiling */
    daily_limit: z.nullable(integer),
  }),
  cache: z.object({
    /** the local store's entries and bytes (DATA_DIR; GATEWAY_CACHE_MB at most) */
    entries: integer,
    bytes: integer,
    max_bytes: integer,
    /** today (UTC) on this server */
    hits: integer,
    misses: integer,
    stale: integer,
    /** today (UTC): answers served from the cache (fresh or stale) over all answers; null before the first */
    hit_rate: z.nullable(z.number()),
    /** today (UTC): the credits the answers served from the cache would have cost */
    credits_saved_today: integer,
  }),
  /** the state shared with other servers (REDIS_URL): off, or whether Redis is reachable now */
  shared: z.object({
    redis: z.enum(['off', 'connecting', 'connected', 'unreachable']),
    /** servers that reported in over the last seconds (this one included), while connected */
    servers: z.nullable(integer),
    /** the last thing Redis failed with (never its URL) */
    last_error: z.nullable(z.string()),
  }),
})
export type UpstreamHealth = z.infer<typeof upstreamHealth>

/** `/healthz`: whether the server is up, where its answers come from, and what demo data it holds. */
export const healthResponse = z.object({
  status: z.literal('ok'),
  mode: z.enum(['demo', 'upstream']),
  /** what the dashboard's badge shows: "Demo data" or the upstream host */
  source_label: z.string(),
  /** live mode only: the upstream's state */
  upstream: z.optional(upstreamHealth),
  /** the embedded demo market (in live mode it is opened but answers nothing) */
  demo: z.object({
    label: z.string(),
    seed: integer,
    scale: z.number(),
    as_of: z.string(),
    counts: z.object({
      idx_companies: integer,
      sgx_companies: integer,
      auctions: integer,
    }),
  }),
})
export type HealthResponse = z.infer<typeof healthResponse>
