import { serve } from '@hono/node-server'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { composeServer } from './compose'
import { ConfigError, readConfig, type ServerConfig } from './config'
import { drainOnSignal } from './cluster/drain'
import { rateCounterHost, sharedRateCounter } from './cluster/shared-rate'
import { runClustered, serverEpoch } from './cluster/supervisor'
import { DEMO_DATA_VERSION, openDemoMarket } from './db/open'
import { createGateway, type Gateway } from './gateway'
import { redisAddress } from './gateway/store/redis-link'
import { upstreamOrigin } from './gateway/upstream'
import { servingOptions } from './http/serving'
import { resolveApiKeys } from './keys'

const log = (line: string) => process.stdout.write(`${line}\n`)
const logError = (line: string) => process.stderr.write(`${line}\n`)

/** The built dashboard sits beside the built server (`dist/client` next to `dist/server`); CLIENT_DIR overrides. */
function findClientDir(): string | null {
  const candidate = process.env.CLIENT_DIR ?? fileURLToPath(new URL('../client', import.meta.url))
  return existsSync(path.join(candidate, 'index.html')) ? candidate : null
}

/**
 * Live mode: builds the gateway and asks the upstream once whether it takes the key. A refused key stops the start
 * (nothing would work); an unreachable upstream does not (it may come back; `/healthz` says so meanwhile).
 */
async function startGateway(config: ServerConfig, live: NonNullable<ServerConfig['live']>): Promise<Gateway> {
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

async function start(config: ServerConfig) {
  // read once: the key lives in the gateway's closure from here on, not in the environment of anything we spawn
  delete process.env.SECTORS_API_KEY
  const gateway = config.live === null ? null : await startGateway(config, config.live)
  const started = performance.now()
  const market = openDemoMarket({ seed: config.demoSeed, scale: config.demoScale, dataDir: config.dataDir })
  const { counts } = market.summary
  log(
    `demo market (seed ${config.demoSeed}, scale ${config.demoScale}): ${counts.idx_companies} IDX and ` +
      `${counts.sgx_companies} SGX companies, ${counts.auctions} auctions; ` +
      `${market.origin === 'cached' ? 'loaded' : 'generated'} in ${(performance.now() - started).toFixed(0)} ms`,
  )

  const resolved = resolveKeys(config)

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
  const app = composeServer({
    market,
    keys: resolved.keys,
    clientDir,
    log,
    logError,
    serving: servingOptions(config, `${DEMO_DATA_VERSION}:${JSON.stringify(market.summary)}:${serverEpoch()}`, limit),
    ...(gateway !== null &&
      config.live !== null && {
        live: { gateway, apiRatePerMinute: config.live.apiRatePerMinute },
      }),
  })

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log(`listening on http://${config.host}:${info.port}`)
  })
  drainOnSignal(server, () => {
    market.db.close()
    void (gateway?.close() ?? Promise.resolve()).finally(() => process.exit(0))
  })
}

function resolveKeys(config: ServerConfig) {
  const resolved = resolveApiKeys(config.apiKeys, config.dataDir)
  // the key itself is never printed (log collectors keep stdout): only where it is and how to read it
  if (resolved.origin.kind === 'generated')
    log(`generated an API key: kept in ${resolved.origin.file} (mode 0600); read it with: cat ${resolved.origin.file}`)
  else if (resolved.origin.kind === 'stored') log(`API key: kept in ${resolved.origin.file}`)
  else log(`API keys: ${resolved.keys.length} from SECTORS_API_KEYS`)
  return resolved
}

/** Once, in the cluster's primary: the demo database is generated (and cached) and the key made before workers open them. */
function prepareShared(config: ServerConfig) {
  const started = performance.now()
  const market = openDemoMarket({ seed: config.demoSeed, scale: config.demoScale, dataDir: config.dataDir })
  log(
    `demo market ${market.origin === 'cached' ? 'found' : 'generated'} in ${(performance.now() - started).toFixed(0)} ms`,
  )
  market.db.close()
  resolveKeys(config)
}

try {
  const config = readConfig(process.env, process.cwd())
  const { rateLimitPerMinute } = config.serving
  // live mode answers from one process: coalescing and the credit reservations of calls on their way live in its
  // memory (several servers share them through Redis), and a refused key must stop the start once (a worker would
  // be restarted)
  const workers = config.live === null ? config.serving.workers : 1
  await runClustered(
    {
      workers,
      log,
      logError,
      prepare: () => {
        prepareShared(config)
      },
      ...(rateLimitPerMinute > 0 && { onWorkerMessage: rateCounterHost(rateLimitPerMinute) }),
    },
    () => start(config),
  )
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  logError(`configuration error: ${error.message}`)
  process.exit(1)
}
