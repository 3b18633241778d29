import { Hono } from 'hono'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { composeServer } from '../compose'
import { createTestServer, TEST_KEY } from '../testing/harness'
import type { ServingOptions } from './serving'
import { overloadGuard } from './overload'
import { localRateCounter } from './rate-limit'

const { market } = createTestServer()
const OTHER_KEY = 'other-key-9a8b'
const build = (serving: ServingOptions) =>
  composeServer({
    market,
    keys: [TEST_KEY, OTHER_KEY],
    clientDir: null,
    log: () => undefined,
    logError: () => undefined,
    serving,
  })
const request = async (app: Hono, url: string, headers: Record<string, string> = { authorization: TEST_KEY }) =>
  app.request(url, { headers })

describe('the rate limit per key', () => {
  let now = 1_000_000
  const app = build({ rateLimit: localRateCounter(3, () => now) })

  it('says where a client stands, refuses past the limit in the real shapes, and resets after the minute', async () => {
    const remaining: (string | null)[] = []
    for (let i = 0; i < 3; i++) {
      const response = await request(app, '/v2/subsectors/')
      expect(response.status).toBe(200)
      expect(response.headers.get('ratelimit-limit')).toBe('3')
      remaining.push(response.headers.get('ratelimit-remaining'))
    }
    expect(remaining).toEqual(['2', '1', '0'])

    now += 20_000
    const refused = await request(app, '/v2/companies/?limit=1')
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({
      error: 'RATE_LIMIT_EXCEEDED',
      message: 'Rate limit exceeded. Consider upgrading.',
    })
    expect(refused.headers.get('retry-after')).toBe('40')
    expect(refused.headers.get('ratelimit-reset')).toBe('40')
    expect(refused.headers.get('ratelimit-remaining')).toBe('0')
    const v1 = await request(app, '/v1/companies/?sub_sector=banks')
    expect(await v1.json()).toEqual({ code: 429, message: 'Rate limit exceeded. Consider upgrading.' })

    expect((await request(app, '/v2/subsectors/', { authorization: OTHER_KEY })).status).toBe(200)
    expect((await request(app, '/v2/subsectors/', { authorization: 'not-a-key' })).status).toBe(403)

    now += 40_000
    const again = await request(app, '/v2/subsectors/')
    expect(again.status).toBe(200)
    expect(again.headers.get('ratelimit-remaining')).toBe('2')
  })

  it("does not count the dashboard's keyless /api", async () => {
    const dashboard = build({ rateLimit: localRateCounter(1) })
    for (let i = 0; i < 3; i++) expect((await request(dashboard, '/api/v2/subsectors/', {})).status).toBe(200)
  })
})

describe('ETags and the response cache', () => {
  const app = build({ answerCache: { version: 'data-1', maxBytes: 1024 * 1024 } })
  const url = "/v2/companies/?where=sub_sector='banks'&order_by=-market_cap&limit=5"

  it('tags every 200 with a strong ETag and answers a matching If-None-Match with an empty 304', async () => {
    const first = await request(app, url)
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    const body = await first.text()
    const revalidated = await request(app, url, { authorization: TEST_KEY, 'if-none-match': etag })
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')
    expect(revalidated.headers.get('etag')).toBe(etag)
    const stale = await request(app, url, { authorization: TEST_KEY, 'if-none-match': '"something-else"' })
    expect(stale.status).toBe(200)
    expect(await stale.text()).toBe(body)
  })

  it('gives the same request in another spelling (order of parameters, trailing slash, /api) the same tag', async () => {
    const tag = async (path: string, headers?: Record<string, string>) =>
      (await request(app, path, headers)).headers.get('etag')
    const reference = await tag('/v2/companies/?limit=5&order_by=-market_cap')
    expect(await tag('/v2/companies?order_by=-market_cap&limit=5')).toBe(reference)
    expect(await tag('/api/v2/companies/?order_by=-market_cap&limit=5', {})).toBe(reference)
    expect(await tag('/v2/companies/?order_by=-market_cap&limit=6')).not.toBe(reference)
  })

  it('changes the tag with the data version', async () => {
    const other = build({ answerCache: { version: 'data-2', maxBytes: 0 } })
    const a = (await request(app, '/v2/subsectors/')).headers.get('etag')
    const b = (await request(other, '/v2/subsectors/')).headers.get('etag')
    expect(a).not.toBe(b)
  })

  it('answers a repeated request with the same body, and never tags an error', async () => {
    const first = await (await request(app, '/v2/mining/license-auctions/?limit=3')).text()
    const second = await request(app, '/v2/mining/license-auctions/?limit=3')
    expect(await second.text()).toBe(first)
    expect(second.headers.get('content-type')).toMatch(/^application\/json/)
    const refused = await request(app, '/v2/companies/?limit=999')
    expect(refused.status).toBe(400)
    expect(refused.headers.get('etag')).toBeNull()
  })
})

describe('which answers the response cache keeps', () => {
  const popular = '/v2/mining/license-auctions/?limit=3'
  const xCache = async (app: Hono, url: string) => (await request(app, url)).headers.get('x-cache')

  it('stores an answer on its second request, so a scan of one-off requests neither is stored nor pushes it out', async () => {
    const size = (await (await request(build({}), popular)).arrayBuffer()).byteLength
    // room for the popular answer and a little more, but not for one more auctions page beside it
    const app = build({ answerCache: { version: 'data-1', maxBytes: Math.ceil(size * 1.5) } })
    expect([await xCache(app, popular), await xCache(app, popular), await xCache(app, popular)]).toEqual([
      'miss',
      'miss',
      'hit',
    ])
    for (let offset = 1; offset <= 20; offset++)
      expect(await xCache(app, `/v2/mining/license-auctions/?limit=3&offset=${String(offset)}`)).toBe('miss')
    expect(await xCache(app, popular)).toBe('hit')
    const oneOff = '/v2/mining/license-auctions/?limit=3&offset=7'
    expect([await xCache(app, oneOff), await xCache(app, oneOff)]).toEqual(['miss', 'hit'])
  })
})

describe('compression', () => {
  const app = build({ answerCache: { version: 'data-1', maxBytes: 1024 * 1024 } })
  const gzip = { authorization: TEST_KEY, 'accept-encoding': 'gzip' }

  it('gzips an answer for a client that asks, whether it was just made or cached, and says it varies on that', async () => {
    const url = '/v2/mining/license-auctions/?limit=20'
    const zipped = await request(app, url, gzip)
    const plain = await request(app, url)
    const again = await request(app, url, gzip)
    const text = await plain.text()
    expect(text.length).toBeGreaterThan(1024)
    expect(plain.headers.get('content-encoding')).toBeNull()
    for (const answer of [zipped, plain, again]) expect(answer.headers.get('vary')).toBe('Accept-Encoding')
    for (const answer of [zipped, again]) {
      expect(answer.headers.get('content-encoding')).toBe('gzip')
      expect(answer.headers.get('etag')).toBe(`W/${plain.headers.get('etag') ?? ''}`)
      expect(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(text)
    }
  })
})

describe('overload', () => {
  it('runs at most maxConcurrent at once, queues a few, and answers the rest 503 at once in the endpoint shape', async () => {
    const app = new Hono()
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    let running = 0
    let most = 0
    app.use('/v2/*', overloadGuard({ maxConcurrent: 1, maxQueued: 3 }))
    app.get('/v2/*', async (c) => {
      running += 1
      most = Math.max(most, running)
      await gate
      running -= 1
      return c.json({ ok: true })
    })
    app.get('/healthz', (c) => c.json({ status: 'ok' }))

    const answers = [1, 2, 3, 4, 5].map(async (i) =>
      app.request(i % 2 === 0 ? '/v2/companies/' : '/v2/mining/license-auctions/'),
    )
    const refusedStarted = performance.now()
    const early = await Promise.all([answers[3], answers[4]])
    expect(performance.now() - refusedStarted).toBeLessThan(1_000)
    expect(early.map((response) => response?.status)).toEqual([503, 503])
    expect(early[0]?.headers.get('retry-after')).toBe('1')
    expect(await early[0]?.json()).toEqual({
      error: 'SERVICE_UNAVAILABLE',
      message: 'The server is busy: try again in a second.',
    })
    expect(await early[1]?.json()).toEqual({ error: 'The server is busy: try again in a second.' })
    expect((await app.request('/healthz')).status).toBe(200)

    release()
    const served = await Promise.all(answers.slice(0, 3))
    expect(served.map((response) => response.status)).toEqual([200, 200, 200])
    expect(most).toBe(1)
  })

  it('starts queued handlers back to back while the slice lasts, and between slices lets the event loop turn', async () => {
    /** the turn of the event loop each of five queued requests ran in */
    const turnsOf = async (sliceMs: number) => {
      const app = new Hono()
      app.use('/v2/*', overloadGuard({ maxConcurrent: 1, maxQueued: 10, sliceMs }))
      let turn = 0
      const ranIn: number[] = []
      app.get('/v2/*', (c) => {
        ranIn.push(turn)
        return c.json({ ok: true })
      })
      let counting = true
      const count = () => {
        turn += 1
        if (counting) setImmediate(count)
      }
      setImmediate(count)
      await Promise.all([1, 2, 3, 4, 5].map(async () => app.request('/v2/companies/')))
      counting = false
      return ranIn
    }
    const together = await turnsOf(60_000)
    expect(new Set(together).size).toBe(1)
    const apart = await turnsOf(0)
    expect(new Set(apart).size).toBe(5)
  })

  it('guards the real app: a burst beyond the queue is refused, the rest answered, /healthz unaffected', async () => {
    const app = build({ overload: { maxConcurrent: 1, maxQueued: 5 } })
    const burst = await Promise.all(Array.from({ length: 20 }, () => request(app, '/v2/subsectors/')))
    const statuses = burst.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(5)
    expect(statuses.filter((status) => status === 503)).toHaveLength(15)
    expect((await request(app, '/healthz', {})).status).toBe(200)
  })
})
