import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { healthResponse } from '../../shared/api/health'
import { cacheKey } from './cache'
import { LocalStore } from './store/local-store'
import { startDemoUpstream, startGatewayServer, type GatewayServer, type RunningServer } from './testing/servers'

/**
 * The gateway over real sockets: our server in live mode in front of a second instance of our own server in demo
 * mode (which speaks the real API).
 */
const UPSTREAM_KEY = 'upstream-key-gw-core-0d6c'
const MEMBER = 'member-key'
let upstream: RunningServer
let gateway: GatewayServer

beforeAll(async () => {
  upstream = await startDemoUpstream(UPSTREAM_KEY)
  gateway = await startGatewayServer({ baseUrl: upstream.url, key: UPSTREAM_KEY }, [MEMBER])
}, 30_000)

afterAll(async () => {
  await gateway.close()
  await upstream.close()
})

const get = (base: string, path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers })
const callsTo = (path: string) => upstream.calls.filter((call) => call === path).length

describe('the gateway passes requests on unchanged', () => {
  it.each([
    '/v2/companies/?where=sub_sector%3D%27banks%27&order_by=-market_cap&limit=5&include_query_values=true',
    '/v2/subsectors/',
    '/v2/subsectors',
    '/v2/mining/license-auctions/?limit=3',
    '/v2/company/report/ZZZZ/',
    '/v2/companies/?limit=201',
  ])('%s: same status and body as the upstream, path and query as sent', async (path) => {
    const direct = await get(upstream.url, path, { authorization: UPSTREAM_KEY })
    const viaApi = await get(gateway.url, `/api${path}`)
    const viaKey = await get(gateway.url, path, { authorization: MEMBER })
    expect(upstream.calls).toContain(path)
    const body = await direct.json()
    expect([viaApi.status, await viaApi.json()]).toEqual([direct.status, body])
    expect([viaKey.status, await viaKey.json()]).toEqual([direct.status, body])
  })

  it("adds the server's key: members use their own keys, and the upstream key is not one of them", async () => {
    expect((await get(gateway.url, '/v2/subsectors/')).status).toBe(401)
    expect((await get(gateway.url, '/v2/subsectors/', { authorization: UPSTREAM_KEY })).status).toBe(403)
    expect((await get(gateway.url, '/v2/subsectors/', { authorization: `Bearer ${MEMBER}` })).status).toBe(200)
  })
})

describe('the cache', () => {
  const path = '/v2/companies/?where=sub_sector%3D%27insurance%27&limit=7'

  it('answers a repeat from memory: miss, then hit with an Age, one upstream call', async () => {
    const first = await get(gateway.url, `/api${path}`)
    const second = await get(gateway.url, path, { authorization: MEMBER })
    expect(first.headers.get('x-cache')).toBe('miss')
    expect(second.headers.get('x-cache')).toBe('hit')
    expect(Number(second.headers.get('age'))).toBeGreaterThanOrEqual(0)
    expect(await second.json()).toEqual(await first.json())
    expect(callsTo(path)).toBe(1)
  })

  it('keys on the normalised query: parameters in another order or encoding share the entry', async () => {
    const reordered = '/v2/companies/?limit=7&where=sub_sector%3D%27insurance%27'
    const response = await get(gateway.url, `/api${reordered}`)
    expect(response.headers.get('x-cache')).toBe('hit')
    expect(cacheKey(reordered)).toBe(cacheKey("/v2/companies/?where=sub_sector='insurance'&limit=%37"))
    expect(cacheKey('/v2/subsectors')).not.toBe(cacheKey('/v2/subsectors/'))
  })

  it('keeps 404s (billed upstream) but not other refusals', async () => {
    await get(gateway.url, '/api/v2/company/report/QQQQ/')
    expect((await get(gateway.url, '/api/v2/company/report/QQQQ/')).headers.get('x-cache')).toBe('hit')
    await get(gateway.url, '/api/v2/companies/?limit=0')
    expect((await get(gateway.url, '/api/v2/companies/?limit=0')).headers.get('x-cache')).toBe('miss')
  })

  it('coalesces 25 identical concurrent requests into one upstream call', async () => {
    const path = '/v2/companies/?where=sub_sector%3D%27banks%27&order_by=-pe_ttm&limit=50&include_query_values=true'
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => get(gateway.url, `/api${path}`).then(async (r) => [r.status, await r.text()])),
    )
    expect(callsTo(path)).toBe(1)
    expect(new Set(answers.map(([status, text]) => `${String(status)} ${String(text)}`)).size).toBe(1)
    expect(answers[0]?.[0]).toBe(200)
  })

  it('is bounded by bytes, dropping the least recently used entry first', () => {
    const store = new LocalStore(null, 2_000)
    const entry = (size: number) => ({
      answer: { status: 200, headers: {}, body: new Uint8Array(size) },
      storedAt: 0,
      expiresAt: 1_000,
      cost: 1,
    })
    store.set('/a', entry(600), 0)
    store.set('/b', entry(600), 0)
    store.get('/a', 120_000) // /b is now the least recently used
    store.set('/c', entry(600), 120_000)
    expect([store.get('/a', 0), store.get('/b', 0), store.get('/c', 0)].map((found) => found !== undefined)).toEqual([
      true,
      false,
      true,
    ])
    expect(store.bytes).toBeLessThanOrEqual(2_000)
    store.set('/huge', entry(5_000), 0)
    expect(store.get('/huge', 0)).toBeUndefined()
    store.close()
  })
})

describe('/healthz in live mode', () => {
  it('says the source is the Sectors API, the key was accepted, credits spent and the cache hit rate', async () => {
    const health = healthResponse.parse(await (await get(gateway.url, '/healthz')).json())
    expect(health.mode).toBe('upstream')
    expect(health.source_label).toBe('Sectors API')
    expect(health.upstream?.url).toBe(upstream.url)
    expect(health.upstream?.key).toBe('accepted')
    expect(health.upstream?.credits.spent_today).toBeGreaterThan(0)
    expect(health.upstream?.cache.hits).toBeGreaterThan(0)
    expect(health.upstream?.cache.hit_rate).toBeGreaterThan(0)
  })
})

describe('the keyless /api path is for our own dashboard only', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Origin: null (a sandboxed page)', { origin: 'null' }],
  ])('refuses %s with 403, before any upstream call', async (_name, headers) => {
    const path = '/v2/companies/?limit=3&offset=17'
    const response = await get(gateway.url, `/api${path}`, headers)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      error: 'CROSS_SITE_REFUSED',
      message: "Cross-site requests are refused: /api serves this server's own dashboard only.",
    })
    expect(callsTo(path)).toBe(0)
  })

  it('answers our own pages (same-origin, our Origin) and clients that send neither header', async () => {
    const path = '/api/v2/subindustries/'
    expect((await get(gateway.url, path, { 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    expect((await get(gateway.url, path, { origin: gateway.url, 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    expect((await get(gateway.url, path)).status).toBe(200)
  })

  it('limits each client address, answering 429 with Retry-After past the limit', async () => {
    const limited = await startGatewayServer({ baseUrl: upstream.url, key: UPSTREAM_KEY }, [MEMBER], 5)
    try {
      const statuses = []
      for (let i = 0; i < 7; i++) statuses.push((await get(limited.url, '/api/v2/subsectors/')).status)
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
      const refused = await get(limited.url, '/api/v2/subsectors/')
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      const { error } = z.object({ error: z.string() }).parse(await refused.json())
      expect(error).toMatch(/^Too many requests from this address\. Try again in \d+ s\.$/)
      // the keyed API is not limited per address (keys are limited per key elsewhere)
      expect((await get(limited.url, '/v2/subsectors/', { authorization: MEMBER })).status).toBe(200)
    } finally {
      await limited.close()
    }
  })
})
