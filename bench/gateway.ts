import { serve, type ServerType } from '@hono/node-server'
import type { Hono } from 'hono'
import type { AddressInfo } from 'node:net'
import { composeServer } from '../src/server/compose'
import { openDemoMarket, type OpenedMarket } from '../src/server/db/open'
import { createGateway } from '../src/server/gateway'
import { printRow, summarise } from './stats'

/**
 * The gateway's figures (live mode against a demo upstream on 127.0.0.1): cache hits against the same requests
 * answered by the embedded service (latency, throughput, and their ratio), and the upstream calls that coalescing
 * saves in a burst of concurrent identical requests.
 */
const UPSTREAM_KEY = 'bench-upstream-key'
const MEMBER = 'bench-member-key'

async function listen(app: Hono): Promise<{ server: ServerType; base: string }> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return { server, base: `http://127.0.0.1:${String(port)}` }
}

async function timedGet(url: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, { headers: { Authorization: MEMBER } })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url} answered ${String(response.status)}`)
  return performance.now() - started
}

/** `requests` requests cycling through `paths`, `workers` at a time: latencies and requests per second. */
async function run(base: string, paths: readonly string[], requests: number, workers: number) {
  const samples: number[] = []
  const started = performance.now()
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = w; i < requests; i += workers)
        samples.push(await timedGet(`${base}${paths[i % paths.length] ?? '/'}`))
    }),
  )
  return { samples, perSecond: requests / ((performance.now() - started) / 1000) }
}

export async function gatewayBench(market: OpenedMarket, paths: readonly string[], requests: number): Promise<void> {
  const upstreamCalls: string[] = []
  const upstreamApp = composeServer({
    market,
    keys: [UPSTREAM_KEY, MEMBER],
    clientDir: null,
    log: () => undefined,
    logError: console.error,
  })
  const upstream = serve({
    fetch: (request) => {
      upstreamCalls.push(new URL(request.url).pathname)
      return upstreamApp.fetch(request)
    },
    port: 0,
    hostname: '127.0.0.1',
  })
  await new Promise((resolve) => upstream.once('listening', resolve))
  const upstreamBase = `http://127.0.0.1:${String((upstream.address() as AddressInfo).port)}`
  const gateway = createGateway({
    baseUrl: upstreamBase,
    key: UPSTREAM_KEY,
    timeoutMs: 10_000,
    dailyCredits: null,
    cacheBytes: 64 * 1024 * 1024,
  })
  const live = await listen(
    composeServer({
      market: openDemoMarket({ seed: 1, scale: 0.05 }),
      keys: [MEMBER],
      clientDir: null,
      log: () => undefined,
      logError: console.error,
      live: { gateway, apiRatePerMinute: 1_000_000 },
    }),
  )

  for (const path of paths) {
    await timedGet(`${upstreamBase}${path}`) // warm the embedded service (statement cache, JIT)
    await timedGet(`${live.base}${path}`) // fill the cache: every later request is a hit
  }
  console.log(`gateway (live mode) against a demo upstream, ${String(paths.length)} screener requests, all cache hits`)
  const embeddedOne = await run(upstreamBase, paths, requests, 1)
  const hitsOne = await run(live.base, paths, requests, 1)
  printRow('  embedded answers, one at a time', embeddedOne.samples)
  printRow('  gateway cache hits, one at a time', hitsOne.samples)
  const embeddedMany = await run(upstreamBase, paths, requests, 8)
  const hitsMany = await run(live.base, paths, requests, 8)
  printRow('  embedded answers, 8 concurrent', embeddedMany.samples)
  printRow('  gateway cache hits, 8 concurrent', hitsMany.samples)
  const p99 = (samples: number[]) => summarise(samples).p99
  console.log(
    `  cache hits vs embedded: p99 ${(p99(hitsOne.samples) / p99(embeddedOne.samples)).toFixed(2)}x (one at a time), ` +
      `${(p99(hitsMany.samples) / p99(embeddedMany.samples)).toFixed(2)}x (8 concurrent); throughput ` +
      `${hitsMany.perSecond.toFixed(0)} vs ${embeddedMany.perSecond.toFixed(0)} req/s = ` +
      `${(hitsMany.perSecond / embeddedMany.perSecond).toFixed(2)}x`,
  )

  // a burst: 200 concurrent requests over 10 distinct questions nobody has asked yet
  const burst = Array.from(
    { length: 200 },
    (_, i) => `/v2/companies/?where=market_cap_rank<${String(300 + (i % 10))}&limit=25`,
  )
  upstreamCalls.length = 0
  const started = performance.now()
  await Promise.all(burst.map((path) => timedGet(`${live.base}${path}`)))
  const ms = performance.now() - started
  console.log(
    `  burst of ${String(burst.length)} concurrent requests (10 distinct): ${String(upstreamCalls.length)} upstream calls, ` +
      `${String(burst.length - upstreamCalls.length)} saved by coalescing, ${ms.toFixed(0)} ms`,
  )
  live.server.close()
  upstream.close()
}
