import { Redis } from 'ioredis'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { healthResponse } from '../../shared/api/health'
import { openDemoMarket } from '../db/open'
import type { GatewayOptions } from '.'
import { cacheKey } from './cache'
import { KEY_PREFIX } from './store/redis-link'
import { startRedis, type RunningRedis } from './testing/redis'
import { startDemoUpstream, startGatewayServer, type GatewayServer, type RunningServer } from './testing/servers'

/**
 * A team's servers over real sockets: three of our servers in live mode on 127.0.0.1, sharing a real redis-server
 * (started here, nothing saved to disk), in front of a second instance of our own server as the upstream.
 */
const UPSTREAM_KEY = 'upstream-key-team-3b1d'
const MEMBER = 'member-key'
let redis: RunningRedis
let upstream: RunningServer
let servers: GatewayServer[] = []

beforeAll(async () => {
  redis = await startRedis()
  upstream = await startDemoUpstream(UPSTREAM_KEY, openDemoMarket({ seed: 1, scale: 0.2 }))
}, 30_000)

afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()))
  servers = []
  await withClient((client) => client.flushall())
})

afterAll(async () => {
  await redis.stop()
  await upstream.close()
})

/** A client of the test's own, to look into Redis or tamper with it. */
async function withClient<T>(use: (client: Redis) => Promise<T>): Promise<T> {
  const client = new Redis(redis.url, { maxRetriesPerRequest: 0, retryStrategy: () => null })
  client.on('error', () => undefined) // a failure shows in `use`'s promise
  try {
    return await use(client)
  } finally {
    client.disconnect()
  }
}

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'gateway-team-'))

/** One server of the team: its own data directory (a machine of its own) unless given one. */
const startServer = async (options: Partial<GatewayOptions> = {}, apiRatePerMinute = 600) => {
  const server = await startGatewayServer(
    { baseUrl: upstream.url, key: UPSTREAM_KEY, redisUrl: redis.url, dataDir: tempDir(), ...options },
    [MEMBER],
    apiRatePerMinute,
    (gateway) => ({ rateLimit: gateway.rateCounter('key', 5) }),
  )
  servers.push(server)
  return server
}
const startTeam = (options: Partial<GatewayOptions> = {}, apiRatePerMinute = 600) =>
  Promise.all([0, 1, 2].map(() => startServer(options, apiRatePerMinute)))

const health = async (server: RunningServer) =>
  healthResponse.parse(await (await fetch(`${server.url}/healthz`)).json()).upstream
const callsTo = (path: string) => upstream.calls.filter((call) => call === path).length

/** Waits (up to 5 s) until every server says its link to Redis is `state`. */
async function untilRedis(team: readonly GatewayServer[], state: string): Promise<void> {
  let states: (string | undefined)[] = []
  for (const started = Date.now(); Date.now() - started < 5_000;) {
    states = await Promise.all(team.map(async (server) => (await health(server))?.shared.redis))
    if (states.every((seen) => seen === state)) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`the servers never said Redis was ${state}: ${states.join(', ')}`)
}

describe('a shared cache', () => {
  it('answers on every server what one server bought: one upstream call, hits with the same Age elsewhere', async () => {
    const team = await startTeam()
    await untilRedis(team, 'connected')
    const path = '/v2/companies/?where=sub_sector%3D%27banks%27&limit=4'
    const [first, ...others] = team.map((server) => `${server.url}/api${path}`)
    const bought = await fetch(first ?? '')
    expect(bought.headers.get('x-cache')).toBe('miss')
    const body = await bought.json()
    for (const url of others) {
      const answer = await fetch(url)
      expect([answer.headers.get('x-cache'), await answer.json()]).toEqual(['hit', body])
      expect(Number(answer.headers.get('age'))).toBeGreaterThanOrEqual(0)
    }
    expect(callsTo(path)).toBe(1)
    const [one, two] = await Promise.all(team.slice(0, 2).map(health))
    expect(one?.credits.spent_today).toBe(1)
    expect(two?.credits.spent_today).toBe(1) // the team's spend, seen from any server
    expect(two?.cache.credits_saved_today).toBe(1)
    // each server counts the others from their heartbeats (every 2 s), so the third may be seen a beat later
    const second = team[1]
    if (second === undefined) throw new Error('the team has three servers')
    await expect
      .poll(async () => (await health(second))?.shared, { timeout: 5_000 })
      .toEqual({ redis: 'connected', servers: 3, last_error: null })
  })

  it('makes one upstream call for a burst of the same request arriving at different servers', async () => {
    const team = await startTeam()
    await untilRedis(team, 'connected')
    const path = '/v2/companies/?where=sub_sector%3D%27insurance%27&order_by=-pe_ttm&limit=9'
    const answers = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const response = await fetch(`${team[i % 3]?.url ?? ''}/api${path}`)
        return `${String(response.status)} ${await response.text()}`
      }),
    )
    expect(callsTo(path)).toBe(1)
    expect(new Set(answers).size).toBe(1)
    expect(answers[0]).toMatch(/^200 /)
  })

  it('ignores a corrupt or foreign value in Redis: the answer comes from the upstream, correct', async () => {
    const team = await startTeam()
    await untilRedis(team, 'connected')
    const corrupt = '/v2/subindustries/'
    const foreign = '/v2/industries/'
    const lie = { v: 1, status: 200, headers: {}, body: 'e30=', storedAt: 'yesterday', expiresAt: 9e15, cost: 0 }
    await withClient(async (client) => {
      await client.set(`${KEY_PREFIX}answer:${cacheKey(corrupt)}`, '{"v":1,"status":200,"body":"not base64!!"')
      await client.set(`${KEY_PREFIX}answer:${cacheKey(foreign)}`, JSON.stringify(lie))
    })
    for (const path of [corrupt, foreign]) {
      const direct = await (await fetch(`${upstream.url}${path}`, { headers: { authorization: UPSTREAM_KEY } })).json()
      const answer = await fetch(`${team[0]?.url ?? ''}/api${path}`)
      expect([answer.status, answer.headers.get('x-cache'), await answer.json()]).toEqual([200, 'miss', direct])
    }
  })
})

describe('the shared credit ledger', () => {
  it('never spends past a ceiling of 50 with 200 concurrent uncached requests spread over three servers', async () => {
    const team = await startTeam({ dailyCredits: 50 })
    await untilRedis(team, 'connected')
    const before = upstream.calls.length
    const statuses = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const response = await fetch(`${team[i % 3]?.url ?? ''}/api/v2/companies/?limit=1&offset=${String(i)}`)
        await response.arrayBuffer()
        return response.status
      }),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(50)
    expect(statuses.filter((status) => status === 429)).toHaveLength(150)
    expect(upstream.calls.length - before).toBe(50)
    for (const server of team) expect((await health(server))?.credits.spent_today).toBe(50)
  })
})

describe('restarts', () => {
  it('a restarted server without Redis keeps its cache, each entry with its original age and lifetime', async () => {
    let clock = Date.UTC(2026, 10, 26, 9, 0, 0)
    const dataDir = tempDir()
    const options = { redisUrl: null, dataDir, now: () => clock }
    const path = '/v2/companies/?where=sub_sector%3D%27banks%27&limit=3'
    const first = await startServer(options)
    expect((await fetch(`${first.url}/api${path}`)).headers.get('x-cache')).toBe('miss')
    await first.close()
    clock += 90_000
    const again = await startServer(options)
    const answer = await fetch(`${again.url}/api${path}`)
    expect([answer.headers.get('x-cache'), answer.headers.get('age')]).toEqual(['hit', '90'])
    expect((await health(again))?.credits.spent_today).toBe(1) // the ledger survived too
    clock += 10 * 60_000 // past the screener's ten minutes, counted from the first answer, not from the restart
    expect((await fetch(`${again.url}/api${path}`)).headers.get('x-cache')).toBe('miss')
    expect(callsTo(path)).toBe(2)
  })

  it('a server restarted with an empty disk finds the shared cache in Redis', async () => {
    const path = '/v2/mining/license-auctions/?limit=2'
    const first = await startServer()
    await untilRedis([first], 'connected')
    expect((await fetch(`${first.url}/api${path}`)).headers.get('x-cache')).toBe('miss')
    await first.close()
    const fresh = await startServer() // a new data directory: nothing local
    await untilRedis([fresh], 'connected')
    expect((await fetch(`${fresh.url}/api${path}`)).headers.get('x-cache')).toBe('hit')
    expect(callsTo(path)).toBe(1)
  })
})

describe('Redis failing', () => {
  it('killed mid-load: no request lost, no 5xx, said once in the log and in /healthz; rejoined when back', async () => {
    const team = await startTeam({ dailyCredits: 10_000 })
    await untilRedis(team, 'connected')
    const paths = Array.from({ length: 40 }, (_, i) => `/v2/companies/?limit=2&offset=${String(i % 20)}`)
    let killed: Promise<void> | undefined
    const statuses = await Promise.all(
      Array.from({ length: 150 }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 4))
        if (i === 50) killed = redis.stop('SIGKILL')
        const response = await fetch(`${team[i % 3]?.url ?? ''}/api${paths[i % paths.length] ?? ''}`)
        await response.arrayBuffer()
        return response.status
      }),
    )
    await killed
    expect(statuses.filter((status) => status !== 200)).toEqual([])
    await untilRedis(team, 'unreachable')
    for (const server of team)
      expect(server.logs.filter((line) => line.startsWith('shared state: lost Redis'))).toHaveLength(1)
    const during = await fetch(`${team[0]?.url ?? ''}/api/v2/subsectors/`)
    expect(during.status).toBe(200)

    redis = await startRedis(redis.port)
    await untilRedis(team, 'connected')
    for (const server of team) expect(server.logs.some((line) => line.includes('is back; rejoined'))).toBe(true)
    // what the servers spent alone was handed over to the restarted (empty) Redis
    const spent = await Promise.all(team.map(async (server) => (await health(server))?.credits.spent_today))
    expect(spent[0]).toBeGreaterThanOrEqual(21)
    expect(new Set(spent).size).toBe(1)
  })

  it('unreachable from the start: the server answers alone and says so', async () => {
    const nowhere = `redis://127.0.0.1:${String(redis.port === 1 ? 2 : 1)}`
    const alone = await startServer({ redisUrl: nowhere })
    await untilRedis([alone], 'unreachable')
    const answer = await fetch(`${alone.url}/api/v2/subsectors/`)
    expect(answer.status).toBe(200)
    expect(alone.logs.filter((line) => line.includes('unreachable'))).toHaveLength(1)
  })
})

describe('rate limits across servers', () => {
  it('per client address on /api: the limit holds whichever server answers', async () => {
    const team = await startTeam({}, 6)
    await untilRedis(team, 'connected')
    const statuses = []
    for (let i = 0; i < 9; i++) statuses.push((await fetch(`${team[i % 3]?.url ?? ''}/api/v2/subsectors/`)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429])
  })

  it('per key on the keyed API', async () => {
    const team = await startTeam()
    await untilRedis(team, 'connected')
    const answers = []
    for (let i = 0; i < 7; i++) {
      const response = await fetch(`${team[i % 3]?.url ?? ''}/v2/subsectors/`, { headers: { authorization: MEMBER } })
      answers.push([response.status, response.headers.get('ratelimit-remaining')])
    }
    expect(answers).toEqual([
      [200, '4'],
      [200, '3'],
      [200, '2'],
      [200, '1'],
      [200, '0'],
      [429, '0'],
      [429, '0'],
    ])
  })
})
