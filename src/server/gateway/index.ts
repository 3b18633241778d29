import path from 'node:path'
import type { UpstreamHealth } from '../../shared/api/health'
import { localRateCounter, type RateCounter } from '../http/rate-limit'
import type { AnswerSource } from '../source'
import { cacheKey, withCache } from './cache'
import { LocalLedger, withCredits, type CreditLedger } from './credits'
import { successCost, ttlFor } from './endpoints'
import { withFaultPolicy } from './faults'
import { UpstreamStatus, type KeyState } from './status'
import { GATEWAY_DB_FILE, LocalStore } from './store/local-store'
import { RedisLink } from './store/redis-link'
import { redisRateCounter } from './store/redis-rate'
import { SharedLedger } from './store/shared-ledger'
import { TieredCache } from './store/tiered-cache'
import { httpUpstream, upstreamOrigin, UpstreamUnreachable } from './upstream'
import { withUpstreamSlots } from './upstream-slots'
import { withV1CompanyList } from './v1-companies'

export interface GatewayOptions {
  /** SECTORS_API_URL */
  baseUrl: string
  /** SECTORS_API_KEY */
  key: string
  timeoutMs: number
  /** SECTORS_DAILY_CREDITS, or null for no ceiling */
  dailyCredits: number | null
  /** GATEWAY_CACHE_MB, in bytes: the local store's answers */
  cacheBytes: number
  /** DATA_DIR: the local store's file is kept there; null keeps it in memory (forgotten at exit) */
  dataDir?: string | null
  /** REDIS_URL: the cache, ledger, rate limits and calls in flight shared with other servers; null for none */
  redisUrl?: string | null
  /** MAX_UPSTREAM_CALLS: upstream calls in flight at once */
  maxUpstreamCalls?: number
  /** calls that may wait for one of those; past it, 503 at once */
  maxQueuedUpstream?: number
  /** where the gateway says once that Redis was lost or is back */
  log?: (line: string) => void
  now?: () => number
}

/** What a request would cost now: nothing when a fresh answer is cached, else its success's credits. */
export interface CostEstimate {
  path: string
  cached: boolean
  credits: number
}

export interface Gateway {
  /** the answer source for both `/api` and the keyed API */
  source: AnswerSource
  /** one cheap call (a free 400) that says whether the upstream takes the server's key */
  checkKey: () => Promise<KeyState>
  /** what `/healthz` says about the upstream, the cache, the credits and the shared state */
  health: () => Promise<UpstreamHealth>
  /** today's credits: spent (the team's, with Redis), the ceiling, and saved by this server's cache */
  credits: () => Promise<{ day: string; spent_today: number; daily_limit: number | null; saved_today: number }>
  /** what asking for `pathAndQuery` would cost now, without asking */
  costOf: (pathAndQuery: string) => Promise<CostEstimate>
  /** a rate counter shared with the other servers through Redis (this server's own without it) */
  rateCounter: (scope: string, perMinute: number) => RateCounter
  close: () => Promise<void>
}

/** A screener call with `limit=0`: refused as INVALID_LIMIT (free) once the key passed, 401/403 if it did not. */
const KEY_PROBE = '/v2/companies/?limit=0'

/**
 * The live source, layer by layer (outermost first): the v1 list answered through v2, the cache (local store and
 * Redis; coalescing on this server and across servers; stale answers on faults), the fault policy, the credit
 * ledger, the bound on upstream calls in flight, and the HTTP call itself.
 */
export function createGateway(options: GatewayOptions): Gateway {
  const now = options.now ?? Date.now
  const log = options.log ?? (() => undefined)
  const status = new UpstreamStatus(now)
  const dataDir = options.dataDir ?? null
  const store = new LocalStore(dataDir === null ? null : path.join(dataDir, GATEWAY_DB_FILE), options.cacheBytes)
  const link = options.redisUrl ? new RedisLink(options.redisUrl, log) : null
  const local = new LocalLedger(store, options.dailyCredits, now)
  const ledger: CreditLedger = link === null ? local : new SharedLedger(link, local, options.dailyCredits, now)
  const cache = new TieredCache(store, link, now, options.timeoutMs)
  const slots = withUpstreamSlots(httpUpstream(options), options.maxUpstreamCalls ?? 8, options.maxQueuedUpstream ?? 64)
  const counted = withCredits(slots, ledger, now)
  const judged = withFaultPolicy(counted, status, options.timeoutMs)
  const source = withV1CompanyList(withCache(judged, { cache, ttlFor, now }))

  const checkKey = async (): Promise<KeyState> => {
    try {
      const response = await counted.answer(KEY_PROBE, new Request('http://gateway.invalid/'))
      await response.body?.cancel()
      if (response.status === 401 || response.status === 403) status.key = 'refused'
      else if (response.status < 500) status.key = 'accepted'
      else status.key = 'unreachable'
    } catch (error) {
      if (!(error instanceof UpstreamUnreachable)) throw error
      status.key = 'unreachable'
      status.failed(error.kind, error.message)
    }
    return status.key
  }

  const credits = async () => {
    const { day, spent } = await ledger.today()
    return { day, spent_today: spent, daily_limit: options.dailyCredits, saved_today: store.day(day).saved }
  }

  const health = async (): Promise<UpstreamHealth> => {
    const today = await credits()
    const { hits, misses, stale } = store.day(today.day)
    const served = hits + misses + stale
    return {
      url: upstreamOrigin(options.baseUrl),
      key: status.key,
      last_failure: status.lastFailure,
      credits: { day: today.day, spent_today: today.spent_today, daily_limit: today.daily_limit },
      cache: {
        entries: store.size,
        bytes: store.bytes,
        max_bytes: store.maxBytes,
        hits,
        misses,
        stale,
        hit_rate: served === 0 ? null : (hits + stale) / served,
        credits_saved_today: today.saved_today,
      },
      shared:
        link === null
          ? { redis: 'off', servers: null, last_error: null }
          : { redis: link.state, servers: link.up ? link.servers : null, last_error: link.lastError },
    }
  }

  const costOf = async (pathAndQuery: string): Promise<CostEstimate> => {
    const entry = await cache.get(cacheKey(pathAndQuery))
    const cached = entry !== undefined && entry.expiresAt > now()
    return { path: pathAndQuery, cached, credits: cached ? 0 : successCost(pathAndQuery) }
  }

  const rateCounter = (scope: string, perMinute: number): RateCounter => {
    const own = localRateCounter(perMinute, now)
    return link === null ? own : redisRateCounter(link, scope, perMinute, own)
  }

  const close = async () => {
    await link?.close()
    store.close()
  }

  return { source, checkKey, health, credits, costOf, rateCounter, close }
}
