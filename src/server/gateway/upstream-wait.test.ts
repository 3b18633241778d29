import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json, startFaultyUpstream, type FaultyUpstream } from './testing/faulty-upstream'
import { startGatewayServer, type GatewayServer } from './testing/servers'

/**
 * Waiting is not working: in live mode a request waiting for a slow upstream gives its work slot back, so a small
 * overload guard (2 at once, 4 queued) still answers a burst of slow calls and the cache's hits meanwhile; the
 * bound on upstream calls in flight sheds what is past it with 503 at once.
 */
const UPSTREAM_KEY = 'upstream-key-wait-77c2'
const SLOW_MS = 400
/** `held` paths are answered when the test says so */
let release: () => void = () => undefined
let held = Promise.resolve()
const PAGE = { results: [], pagination: { total_count: 0, showing: 0, limit: 1, offset: 0, has_next: false,
  has_previous: false, next_offset: null, previous_offset: null } } // prettier-ignore
let upstream: FaultyUpstream

beforeAll(async () => {
  upstream = await startFaultyUpstream()
  upstream.script = (pathAndQuery) =>
    pathAndQuery.includes('held')
      ? { kind: 'held', until: held, body: JSON.stringify(PAGE) }
      : pathAndQuery.includes('slow')
        ? { kind: 'slow', ms: SLOW_MS, body: JSON.stringify(PAGE) }
        : json(200, PAGE)
})

afterAll(async () => {
  await upstream.close()
})

const startServer = (maxUpstreamCalls: number, maxQueuedUpstream: number) =>
  startGatewayServer(
    { baseUrl: upstream.url, key: UPSTREAM_KEY, maxUpstreamCalls, maxQueuedUpstream },
    ['member-key'],
    10_000,
    () => ({ overload: { maxConcurrent: 2, maxQueued: 4 } }),
  )

/** Sends all at once; each answer's status and its place in the order answers arrived (into `arrived`). */
async function burst(server: GatewayServer, paths: readonly string[], arrived: string[] = []) {
  const statuses = await Promise.all(
    paths.map(async (path) => {
      const response = await fetch(`${server.url}/api${path}`)
      await response.arrayBuffer()
      arrived.push(`${String(response.status)} ${path}`)
      return response.status
    }),
  )
  return { statuses, arrived }
}

describe('a slow upstream', () => {
  it('does not fill the work slots: 30 slow calls and cache hits meanwhile are all answered', async () => {
    const server = await startServer(40, 64)
    try {
      await fetch(`${server.url}/api/v2/subsectors/`) // cached from here on
      held = new Promise((resolve) => {
        release = resolve
      })
      const before = upstream.calls.length
      const slow = Array.from({ length: 30 }, (_, i) => `/v2/companies/?where=held&offset=${String(i)}`)
      const arrived: string[] = []
      const slowBurst = burst(server, slow, arrived)
      for (let waited = 0; upstream.calls.length - before < 30; waited += 5) {
        if (waited > 5_000) throw new Error(`only ${String(upstream.calls.length - before)} calls reached the upstream`)
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      // all 30 wait for the upstream now; with their slots held, these would queue behind them or be refused
      const hits = Array.from({ length: 5 }, () => '/v2/subsectors/')
      const hitStatuses = (await burst(server, hits, arrived)).statuses
      expect(arrived).toEqual(hits.map((path) => `200 ${path}`)) // before the first slow answer came back
      expect(hitStatuses).toEqual([200, 200, 200, 200, 200])
      release()
      expect((await slowBurst).statuses.every((status) => status === 200)).toBe(true)
    } finally {
      release()
      await server.close()
    }
  })

  it('bounds upstream calls in flight: past the queue, 503 with Retry-After at once, before any slow answer', async () => {
    const server = await startServer(2, 3)
    try {
      const before = upstream.calls.length
      const slow = Array.from({ length: 10 }, (_, i) => `/v2/companies/?where=slow&limit=${String(i + 1)}`)
      const arrived: string[] = []
      const { statuses } = await burst(server, slow, arrived)
      expect(statuses.filter((status) => status === 200)).toHaveLength(5)
      expect(statuses.filter((status) => status === 503)).toHaveLength(5)
      expect(arrived.slice(0, 5).every((line) => line.startsWith('503 '))).toBe(true)
      expect(upstream.calls.length - before).toBe(5)
      const refused = await fetch(`${server.url}/api/v2/companies/?where=slow&limit=99`)
      expect(refused.status).toBe(200) // the queue is empty again
    } finally {
      await server.close()
    }
  })
})
