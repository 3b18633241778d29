import type { MiddlewareHandler } from 'hono'
import type { ServerConfig } from '../config'
import type { QueryBudget } from '../screener/run'
import { AllowedHosts, requireAllowedHost } from './allowed-hosts'
import { answerCache, type AnswerCacheOptions } from './answer-cache'
import { overloadGuard, type OverloadOptions } from './overload'
import { localRateCounter, rateLimitPerKey, type RateCounter } from './rate-limit'
import { securityHeaders } from './security-headers'

/** How the server protects itself and its visitors (see docs/configuration.md). Each part is off when absent. */
export interface ServingOptions {
  /** Host names the keyless `/api` and the dashboard answer to; absent in process (tests), where any name passes */
  allowedHosts?: AllowedHosts
  /** serve source maps and the build manifest (SERVE_BUILD_INTERNALS) */
  serveBuildInternals?: boolean
  /** requests a minute per API key */
  rateLimit?: RateCounter
  /** ETags, 304s and the response cache, for answers from the embedded (read-only) data */
  answerCache?: AnswerCacheOptions
  /** bounded concurrency and queue of API requests */
  overload?: OverloadOptions
  /** how long one screener statement may hold the worker (the screener checks it, not a middleware) */
  queryBudget?: QueryBudget
}

/** The middleware of each part of the server, built once from the options. */
export interface ServingGuards {
  /** on every answer: security headers */
  every: MiddlewareHandler[]
  /** the keyless `/api` path and the dashboard's pages and files: the Host check */
  dashboard: MiddlewareHandler[]
  /** API answers, keyed or for the dashboard (after authentication): rate limit (keyed only), cache, queue */
  keyed: MiddlewareHandler[]
  answers: MiddlewareHandler[]
}

/** `cacheable`: answers come from the embedded data (demo mode), not from an upstream that may change. */
export function servingGuards(options: ServingOptions = {}, cacheable = true): ServingGuards {
  const cache = cacheable && options.answerCache !== undefined ? [answerCache(options.answerCache)] : []
  const queue = options.overload === undefined ? [] : [overloadGuard(options.overload)]
  const limit = options.rateLimit === undefined ? [] : [rateLimitPerKey(options.rateLimit)]
  return {
    every: [securityHeaders()],
    dashboard: options.allowedHosts === undefined ? [] : [requireAllowedHost(options.allowedHosts)],
    keyed: [...limit, ...cache, ...queue],
    answers: [...cache, ...queue],
  }
}

/** The options of a server started from its configuration (main.ts); `dataVersion` names the data and the run. */
export function servingOptions(config: ServerConfig, dataVersion: string, rateLimit?: RateCounter): ServingOptions {
  const { serving } = config
  return {
    allowedHosts: AllowedHosts.forServer(serving.allowedHosts, config.host, config.port),
    serveBuildInternals: serving.serveBuildInternals,
    ...(serving.rateLimitPerMinute > 0 && { rateLimit: rateLimit ?? localRateCounter(serving.rateLimitPerMinute) }),
    answerCache: { version: dataVersion, maxBytes: serving.responseCacheBytes },
    overload: { maxConcurrent: serving.maxConcurrent, maxQueued: serving.maxQueued },
    ...(serving.queryTimeBudgetMs > 0 && { queryBudget: { ms: serving.queryTimeBudgetMs } }),
  }
}
