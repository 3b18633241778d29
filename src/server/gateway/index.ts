import type { UpstreamHealth } from '../../shared/api/health'
import type { AnswerSource } from '../source'
import { AnswerCache, withCache } from './cache'
import { CreditLedger, withCredits } from './credits'
import { ttlFor } from './endpoints'
import { withFaultPolicy } from './faults'
import { UpstreamStatus, type KeyState } from './status'
import { httpUpstream, upstreamOrigin, UpstreamUnreachable } from './upstream'
import { withV1CompanyList } from './v1-companies'

export interface GatewayOptions {
  /** SECTORS_API_URL */
  baseUrl: string
  /** SECTORS_API_KEY */
  key: string
  timeoutMs: number
  /** SECTORS_DAILY_CREDITS, or null for no ceiling */
  dailyCredits: number | null
  cacheBytes: number
  now?: () => number
}

export interface Gateway {
  /** the answer source for both `/api` and the keyed API */
  source: AnswerSource
  /** one cheap call (a free 400) that says whether the upstream takes the server's key */
  checkKey: () => Promise<KeyState>
  /** what `/healthz` says about the upstream */
  health: () => UpstreamHealth
}

/** A screener call with `limit=0`: refused as INVALID_LIMIT (free) once the key passed, 401/403 if it did not. */
const KEY_PROBE = '/v2/companies/?limit=0'

/**
 * The live source, layer by layer (outermost first): the v1 list answered through v2, the cache (coalescing, stale
 * answers on faults), the fault policy, the credit ledger, and the HTTP call itself.
 */
export function createGateway(options: GatewayOptions): Gateway {
  const now = options.now ?? Date.now
  const status = new UpstreamStatus(now)
  const ledger = new CreditLedger(options.dailyCredits, now)
  const cache = new AnswerCache(options.cacheBytes)
  const counted = withCredits(httpUpstream(options), ledger)
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

  const health = (): UpstreamHealth => {
    const { hits, misses, stale } = cache.counts
    const served = hits + misses + stale
    return {
      url: upstreamOrigin(options.baseUrl),
      key: status.key,
      last_failure: status.lastFailure,
      credits: { day: ledger.today, spent_today: ledger.spent, daily_limit: ledger.dailyLimit },
      cache: {
        entries: cache.size,
        bytes: cache.bytes,
        max_bytes: cache.maxBytes,
        hits,
        misses,
        stale,
        hit_rate: served === 0 ? null : (hits + stale) / served,
      },
    }
  }

  return { source, checkKey, health }
}
