import { serve, type ServerType } from '@hono/node-server'
import type { Hono } from 'hono'
import type { AddressInfo } from 'node:net'
import { composeServer } from '../../compose'
import { openDemoMarket, type OpenedMarket } from '../../db/open'
import type { ServingOptions } from '../../http/serving'
import { openSharedTestMarket } from '../../testing/shared-test-market'
import { createGateway, type Gateway, type GatewayOptions } from '..'

/** A server listening on 127.0.0.1, with what it was asked. */
export interface RunningServer {
  url: string
  /** every path and query it was asked, in order */
  calls: string[]
  logs: string[]
  close: () => Promise<void>
}

function listen(fetch: (request: Request) => Response | Promise<Response>, port: number): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname: '127.0.0.1' }, () => {
      resolve(server)
    })
    server.once('error', reject)
  })
}

/** `app` listening on `port` (0: one the kernel chooses), with every path and query it was asked, in order. */
async function listenRecording(app: Hono, port: number): Promise<{ server: ServerType; calls: string[] }> {
  const calls: string[] = []
  const server = await listen((request) => {
    const url = new URL(request.url)
    calls.push(`${url.pathname}${url.search}`)
    return app.fetch(request)
  }, port)
  return { server, calls }
}

const closer = (server: ServerType) => () =>
  new Promise<void>((resolve) => {
    server.close(() => {
      resolve()
    })
    if ('closeAllConnections' in server) server.closeAllConnections()
  })

/**
 * The upstream of the tests: a second instance of our own server in demo mode, with its own key. It speaks the
 * real API, so the gateway in front of it must answer exactly what it answers. It listens on a port the kernel
 * chooses, or on `port` to come back where a closed one was.
 */
export async function startDemoUpstream(key: string, market?: OpenedMarket, port = 0): Promise<RunningServer> {
  const logs: string[] = []
  const app = composeServer({
    market: market ?? openSharedTestMarket(),
    keys: [key],
    clientDir: null,
    log: (line) => logs.push(line),
    logError: (line) => logs.push(line),
  })
  const { server, calls } = await listenRecording(app, port)
  return { url: `http://127.0.0.1:${portOf(server)}`, calls, logs, close: closer(server) }
}

export interface GatewayServer extends RunningServer {
  gateway: Gateway
}

let small: OpenedMarket | undefined
/** A gateway server's own demo market answers nothing in live mode: the smallest will do, and one serves them all. */
const smallMarket = () => (small ??= openDemoMarket({ seed: 1, scale: 0.05 }))

/** The port a server listens on (the one the kernel chose for port 0). */
const portOf = (server: ServerType) => (server.address() as AddressInfo).port

/**
 * Our server in live mode in front of `upstreamUrl`, on a port the kernel chooses: the same composition `main.ts` builds. `serving` adds the
 * server's own protections (a per-key rate limit: see `gateway.rateCounter`; the overload guard).
 */
export async function startGatewayServer(
  options: Partial<GatewayOptions> & Pick<GatewayOptions, 'baseUrl' | 'key'>,
  memberKeys: readonly string[] = ['member-key'],
  apiRatePerMinute = 600,
  serving?: (gateway: Gateway) => ServingOptions,
): Promise<GatewayServer> {
  const logs: string[] = []
  const gateway = createGateway({
    timeoutMs: 2_000,
    dailyCredits: null,
    cacheBytes: 8 * 1024 * 1024,
    log: (line) => logs.push(line),
    ...options,
  })
  const app = composeServer({
    market: smallMarket(),
    keys: memberKeys,
    clientDir: null,
    log: (line) => logs.push(line),
    logError: (line) => logs.push(line),
    live: { gateway, apiRatePerMinute },
    ...(serving !== undefined && { serving: serving(gateway) }),
  })
  const { server, calls } = await listenRecording(app, 0)
  const close = async () => {
    await closer(server)()
    await gateway.close()
  }
  return { url: `http://127.0.0.1:${portOf(server)}`, calls, logs, close, gateway }
}
