import { serve } from '@hono/node-server'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { composeServer } from './compose'
import { ConfigError, readConfig, type ServerConfig } from './config'
import { openDemoMarket } from './db/open'
import { resolveApiKeys } from './keys'

const log = (line: string) => process.stdout.write(`${line}\n`)
const logError = (line: string) => process.stderr.write(`${line}\n`)

/** The built dashboard sits beside the built server (`dist/client` next to `dist/server`); CLIENT_DIR overrides. */
function findClientDir(): string | null {
  const candidate = process.env.CLIENT_DIR ?? fileURLToPath(new URL('../client', import.meta.url))
  return existsSync(path.join(candidate, 'index.html')) ? candidate : null
}

function start(config: ServerConfig) {
  const started = performance.now()
  const market = openDemoMarket({ seed: config.demoSeed, scale: config.demoScale, dataDir: config.dataDir })
  const { counts } = market.summary
  log(
    `demo market (seed ${config.demoSeed}, scale ${config.demoScale}): ${counts.idx_companies} IDX and ` +
      `${counts.sgx_companies} SGX companies, ${counts.auctions} auctions; ` +
      `${market.origin === 'cached' ? 'loaded' : 'generated'} in ${(performance.now() - started).toFixed(0)} ms`,
  )

  const resolved = resolveApiKeys(config.apiKeys, config.dataDir)
  if (resolved.origin.kind === 'generated')
    log(`generated an API key (kept in ${resolved.origin.file}, mode 0600): ${resolved.origin.key}`)
  else if (resolved.origin.kind === 'stored') log(`API key: kept in ${resolved.origin.file}`)
  else log(`API keys: ${resolved.keys.length} from SECTORS_API_KEYS`)

  const clientDir = findClientDir()
  if (clientDir === null)
    log('no built dashboard found: serving the API only (run `npm run build`, or `npm run dev:client`)')
  const app = composeServer({ market, keys: resolved.keys, clientDir, log, logError })

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log(`listening on http://${config.host}:${info.port}`)
  })
  const stop = () => {
    server.close(() => {
      market.db.close()
      process.exit(0)
    })
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

try {
  start(readConfig(process.env, process.cwd()))
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  logError(`configuration error: ${error.message}`)
  process.exit(1)
}
