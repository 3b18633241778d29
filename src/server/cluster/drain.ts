import type { ServerType } from '@hono/node-server'

/** In-flight requests still running after this long are cut off. */
const DRAIN_GRACE_MS = 10_000

/**
 * On SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish (keep-alive connections are
 * closed as soon as they are idle), then call `done`. A second signal changes nothing; the grace period bounds it.
 */
export function drainOnSignal(server: ServerType, done: () => void): void {
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    server.close(() => {
      done()
    })
    if (!('closeIdleConnections' in server)) return
    setInterval(() => {
      server.closeIdleConnections()
    }, 50).unref()
    setTimeout(() => {
      server.closeAllConnections()
    }, DRAIN_GRACE_MS).unref()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
