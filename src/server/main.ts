import { serve } from '@hono/node-server'
import { drainOnSignal } from './cluster/drain'
import { rateCounterHost } from './cluster/shared-rate'
import { runClustered } from './cluster/supervisor'
import { composeFromConfig, prepareShared } from './compose'
import { ConfigError, readConfig, type ServerConfig } from './config'

const log = (line: string) => process.stdout.write(`${line}\n`)
const logError = (line: string) => process.stderr.write(`${line}\n`)

/** One serving process: the composed app on the configured port, drained and closed on SIGTERM/SIGINT. */
async function start(config: ServerConfig) {
  const { app, close } = await composeFromConfig(config, { log, logError })
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log(`listening on http://${config.host}:${info.port}`)
  })
  drainOnSignal(server, () => {
    void close().finally(() => process.exit(0))
  })
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
        prepareShared(config, log)
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
