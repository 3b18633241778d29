import type { Hono } from 'hono'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { HealthResponse } from '../shared/api/health'
import { createApiApp } from './api-app'
import { createApp } from './app'
import { sharedRateCounter } from './cluster/shared-rate'
import { serverEpoch } from './cluster/supervisor'
import { ConfigError, type LiveConfig, type ServerConfig } from './config'
import { DEMO_DATA_VERSION, openDemoMarket, type OpenedMarket } from './db/open'
import { createGateway, type Gateway } from './gateway'
import { perAddressRateLimit } from './gateway/client-rate-limit'
import { creditRoutes } from './gateway/credit-routes'
import { redisAddress } from './gateway/store/redis-link'
import { upstreamOrigin } from './gateway/upstream'
import type { PageRenderer } from '../shared/ssr'
import { ApiKeys } from './http/auth'
import { loadPageRenderer } from './http/server-rendering'
import type { LogLine } from './http/request-log'
import { servingOptions, type ServingOptions } from './http/serving'
import { resolveApiKeys } from './keys'
import { translateQuestion } from './nl'
import type { AnswerSource } from './source'

/**
 * The server's one composition root: configuration → data (the demo market) and answer source (the embedded
 * service, or the gateway to the real Sectors API) → the Hono app. `main.ts` only runs what this builds (cluster,
 * listen, signals); the tests and benchmarks build the same app through `composeServer`.
 */

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
  /** renders a dashboard page on the server (the build's renderer, http/server-rendering.ts) */
  renderPage?: PageRenderer
}

/** Answers from the embedded service, with the very handlers that serve `/v1` and `/v2`. */
export function embeddedSource(api: Hono): AnswerSource {
  return {
    mode: 'demo',
    label: 'Demo data',
    answer: async (pathAndQuery, request) => api.request(pathAndQuery, { method: request.method }),
  }
}

/** Wires the whole server from its parts; `composeFromConfig` and the tests build exactly the same app through here. */
export function composeServer(options: ComposeOptions): Hono {
  const { market, keys, clientDir, log, logError, live, serving, renderPage } = options
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
  return createApp({ ...parts, serving, renderPage })
}

export interface Logs {
  log: LogLine
  logError: LogLine
}

/** The built dashboard sits beside the built server (`dist/client` next to `dist/server`); CLIENT_DIR overrides. */
function findClientDir(): string | null {
  const candidate = process.env.CLIENT_DIR ?? fileURLToPath(new URL('../client', import.meta.url))
  return existsSync(path.join(candidate, 'index.html')) ? candidate : null
}

/**
 * Live mode: builds the gateway and asks the upstream once whether it takes the key. A refused key stops the start
 * (nothing would work); an unreachable upstream does not (it may come back; `/healthz` says so meanwhile).
 */
async function startGateway(config: ServerConfig, live: LiveConfig, log: LogLine): Promise<Gateway> {
  const gateway = createGateway({
    ...live,
    dataDir: config.dataDir,
    maxQueuedUpstream: config.serving.maxQueued,
    log,
  })
  const origin = upstreamOrigin(live.baseUrl)
  const key = await gateway.checkKey()
  if (key === 'refused')
    throw new ConfigError(`the Sectors API at ${origin} refused SECTORS_API_KEY (HTTP 401/403): check the key.`)
  if (key === 'unreachable')
    log(`live mode: ${origin} could not be reached to check the key; starting anyway (see /healthz)`)
  else log(`live mode: answers come from ${origin}; the key was accepted`)
  const ceiling = live.dailyCredits === null ? 'no daily credit ceiling' : `${live.dailyCredits} credits a day at most`
  const shared =
    live.redisUrl === null ? 'kept by this server alone' : `shared through Redis at ${redisAddress(live.redisUrl)}`
  log(`live mode: cache of ${live.cacheBytes / 1024 / 1024} MiB in ${config.dataDir}, ${ceiling}; ${shared}`)
  return gateway
}

function resolveKeys(config: ServerConfig, log: LogLine) {
  const resolved = resolveApiKeys(config.apiKeys, config.dataDir)
  // the key itself is never printed (log collectors keep stdout): only where it is and how to read it
  if (resolved.origin.kind === 'generated')
    log(`generated an API key: kept in ${resolved.origin.file} (mode 0600); read it with: cat ${resolved.origin.file}`)
  else if (resolved.origin.kind === 'stored') log(`API key: kept in ${resolved.origin.file}`)
  else log(`API keys: ${resolved.keys.length} from SECTORS_API_KEYS`)
  return resolved
}

/** Once, in the cluster's primary: the demo database is generated (and cached) and the key made before workers open them. */
export function prepareShared(config: ServerConfig, log: LogLine): void {
  const started = performance.now()
  const market = openDemoMarket({ seed: config.demoSeed, scale: config.demoScale, dataDir: config.dataDir, log })
  log(
    `demo market ${market.origin === 'cached' ? 'found' : 'generated'} in ${(performance.now() - started).toFixed(0)} ms`,
  )
  market.db.close()
  resolveKeys(config, log)
}

/** The app `config` describes, and how to release what it holds (the database, the gateway's stores). */
export async function composeFromConfig(
  config: ServerConfig,
  { log, logError }: Logs,
): Promise<{ app: Hono; close: () => Promise<void> }> {
  // read once: the key lives in the gateway's closure from here on, not in the environment of anything we spawn
  delete process.env.SECTORS_API_KEY
  const gateway = config.live === null ? null : await startGateway(config, config.live, log)
  const started = performance.now()
  const market = openDemoMarket({ seed: config.demoSeed, scale: config.demoScale, dataDir: config.dataDir, log })
  const { counts } = market.summary
  log(
    `demo market (seed ${config.demoSeed}, scale ${config.demoScale}): ${counts.idx_companies} IDX and ` +
      `${counts.sgx_companies} SGX companies, ${counts.auctions} auctions; ` +
      `${market.origin === 'cached' ? 'loaded' : 'generated'} in ${(performance.now() - started).toFixed(0)} ms`,
  )

  const resolved = resolveKeys(config, log)

  const perMinute = config.serving.rateLimitPerMinute
  // with Redis the per-key limit holds across servers; otherwise across this server's workers
  const limit =
    perMinute <= 0
      ? undefined
      : config.live?.redisUrl
        ? gateway?.rateCounter('key', perMinute)
        : sharedRateCounter(perMinute)
  const clientDir = findClientDir()
  if (clientDir === null)
    log('no built dashboard found: serving the API only (run `npm run build`, or `npm run dev:client`)')
  const renderPage = clientDir === null ? undefined : await loadPageRenderer(clientDir)
  const app = composeServer({
    market,
    keys: resolved.keys,
    clientDir,
    renderPage,
    log,
    logError,
    serving: servingOptions(config, `${DEMO_DATA_VERSION}:${JSON.stringify(market.summary)}:${serverEpoch()}`, limit),
    ...(gateway !== null &&
      config.live !== null && {
        live: { gateway, apiRatePerMinute: config.live.apiRatePerMinute },
      }),
  })
  const close = async () => {
    market.db.close()
    await gateway?.close()
  }
  return { app, close }
}
