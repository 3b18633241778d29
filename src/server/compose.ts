import type { Hono } from 'hono'
import type { HealthResponse } from '../shared/api/health'
import { createApiApp } from './api-app'
import { createApp } from './app'
import type { OpenedMarket } from './db/open'
import { perAddressRateLimit } from './gateway/client-rate-limit'
import { creditRoutes } from './gateway/credit-routes'
import type { Gateway } from './gateway'
import { ApiKeys } from './http/auth'
import type { LogLine } from './http/request-log'
import type { ServingOptions } from './http/serving'
import { translateQuestion } from './nl'
import { embeddedSource } from './source'

export interface ComposeOptions {
  market: OpenedMarket
  keys: readonly string[]
  clientDir: string | null
  log: LogLine
  logError: LogLine
  /** live mode: the gateway to the real Sectors API answers both `/api` and the keyed API */
  live?: { gateway: Gateway; apiRatePerMinute: number }
  /** the server's own protections (http/serving.ts); in-process defaults when absent */
  serving?: ServingOptions
}

/** Wires the whole server from its parts; `main.ts` and the tests build exactly the same app through here. */
export function composeServer({ market, keys, clientDir, log, logError, live, serving }: ComposeOptions): Hono {
  const api = createApiApp({
    db: market.db,
    asOf: market.summary.asOf,
    translate: translateQuestion,
    logError,
    queryBudget: serving?.queryBudget,
  })
  const source = live?.gateway.source ?? embeddedSource(api)
  const health = async (): Promise<HealthResponse> => ({
    status: 'ok',
    mode: source.mode,
    source_label: source.label,
    ...(live !== undefined && { upstream: await live.gateway.health() }),
    demo: {
      label: 'Demo data: a synthetic market, not real prices or filings',
      seed: market.summary.seed,
      scale: market.summary.scale,
      as_of: market.summary.asOf,
      counts: market.summary.counts,
    },
  })
  const dashboardGuards =
    live === undefined ? [] : [perAddressRateLimit(live.gateway.rateCounter('address', live.apiRatePerMinute))]
  const credits = creditRoutes(live?.gateway ?? null)
  const parts = { api, keys: new ApiKeys(keys), source, health, credits, clientDir, log, logError, dashboardGuards }
  return createApp({ ...parts, serving })
}
