import { describe, expect, it } from 'vitest'
import { healthResponse } from '../shared/api/health'
import { ApiKeys } from './http/auth'
import { expectAccepts } from './testing/accepts'
import { dashboardApp } from './testing/dashboard'
import { createTestServer, TEST_KEY } from './testing/harness'

const server = createTestServer()

describe('authentication', () => {
  it('answers 401 in the middleware shape when the key is missing', async () => {
    expect(await server.get('/v2/companies/', {})).toEqual({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' },
    })
  })

  it('answers 403 for an unknown key, on every API path', async () => {
    for (const path of [
      '/v2/companies/',
      '/v1/companies/?sub_sector=banks',
      '/v2/mining/license-auctions/',
      '/v2/nope/',
    ])
      expect(await server.get(path, { authorization: 'not-a-key' })).toEqual({
        status: 403,
        body: { detail: 'The API key is not valid.', code: 'invalid_api_key' },
      })
  })

  it('takes the raw key, and tolerates a Bearer prefix', async () => {
    expect((await server.get('/v2/companies/?limit=1', { authorization: TEST_KEY })).status).toBe(200)
    expect((await server.get('/v2/companies/?limit=1', { authorization: `Bearer ${TEST_KEY}` })).status).toBe(200)
    expect((await server.get('/v2/companies/?limit=1', { authorization: `bearer  ${TEST_KEY} ` })).status).toBe(200)
  })

  it('treats "Bearer" with nothing after it as a missing key', async () => {
    expect((await server.get('/v2/companies/', { authorization: 'Bearer ' })).status).toBe(401)
    expect((await server.get('/v2/companies/', { authorization: 'Bearer' })).status).toBe(401)
  })

  it('accepts only whole keys', () => {
    const keys = new ApiKeys(['abc123', 'second-key'])
    expectAccepts(keys, ['abc123', 'second-key'], ['abc12', 'abc1234', ''])
  })
})

describe("the dashboard's /api", () => {
  it('answers the same bodies as the keyed API, without a key', async () => {
    for (const path of ['/v2/companies/?limit=3', '/v2/subsectors/', '/v2/companies/?limit=0']) {
      const keyed = await server.get(path)
      expect(await server.get(`/api${path}`, {})).toEqual(keyed)
    }
  })

  it('is read-only', async () => {
    const response = await server.app.request('/api/v2/companies/', { method: 'POST' })
    expect(response.status).toBe(405)
    expect(await response.json()).toEqual({ error: 'Method "POST" not allowed.' })
  })

  it('answers unknown paths with a JSON 404', async () => {
    expect(await server.get('/api/v3/companies/', {})).toEqual({ status: 404, body: { error: 'Not found.' } })
    expect(await server.get('/api/v2/no-such-thing/', {})).toEqual({ status: 404, body: { error: 'Not found.' } })
  })
})

describe('query strings', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'treats a parameter named %s as any other unknown parameter',
    async (name) => {
      expect((await server.get(`/v2/companies/?${name}=1`)).body).toEqual({
        error: 'UNSUPPORTED_PARAMETERS',
        message: `Unsupported parameters: ${name}.`,
        parameter: name,
      })
      expect((await server.get(`/v1/companies/?sub_sector=banks&${name}=x`)).status).toBe(400)
      expect((await server.get(`/v2/mining/license-auctions/?${name}=x`)).body).toEqual({
        error: `Invalid query parameters: unknown parameter ${name}.`,
      })
    },
  )
})

describe('health', () => {
  it('says the server is up, in demo mode, with the seed and the counts', async () => {
    for (const path of ['/healthz', '/api/healthz']) {
      const { status, body } = await server.get(path, {})
      expect(status).toBe(200)
      const health = healthResponse.parse(body)
      expect(health).toMatchObject({ status: 'ok', mode: 'demo', source_label: 'Demo data' })
      expect(health.demo.seed).toBe(1)
      expect(health.demo.counts.idx_companies).toBe(server.market.summary.counts.idx_companies)
      expect(health.demo.label).toMatch(/demo/i)
    }
  })
})

describe('routes and errors', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    expect(await server.get('/v2/no-such-endpoint/')).toEqual({ status: 404, body: { error: 'Not found.' } })
  })

  it('refuses other methods than GET on the API', async () => {
    const response = await server.app.request('/v2/companies/', {
      method: 'DELETE',
      headers: { authorization: TEST_KEY },
    })
    expect(response.status).toBe(405)
  })

  it('answers an internal failure with a 500 that shows no stack, no SQL and no data', async () => {
    const broken = createTestServer({ scale: 0.5 })
    broken.market.db.close() // every query now fails inside the service
    for (const path of ['/v2/companies/?where=market_cap>0', '/api/v2/company/report/ABCD/']) {
      const response = await broken.app.request(path, { headers: { authorization: TEST_KEY } })
      expect(response.status).toBe(500)
      const text = await response.text()
      expect(JSON.parse(text)).toEqual({ error: 'Internal server error.' })
      expect(text).not.toMatch(/database|SELECT|idx_|at /i)
    }
    expect(broken.logs.some((line) => line.startsWith('internal error on GET /v2/companies/'))).toBe(true)
  })

  it('logs one line per request, with method, path, status and time, and never the key', async () => {
    const before = server.logs.length
    await server.get('/v2/companies/?limit=2&api_key=leaked-secret', { authorization: TEST_KEY })
    const lines = server.logs.slice(before)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^GET \/v2\/companies\/\?limit=2&api_key=\*\*\* 400 \d+\.\dms$/)
    expect(server.logs.join('\n')).not.toContain(TEST_KEY)
    expect(server.logs.join('\n')).not.toContain('leaked-secret')
  })
})

describe('the dashboard files', () => {
  const app = dashboardApp({ 'index.html': '<!doctype html><title>dashboard</title>', 'favicon.svg': '<svg/>' })

  it('serves files, and the page for every other path so that deep links open the app', async () => {
    expect(await (await app.request('/favicon.svg')).text()).toBe('<svg/>')
    for (const link of ['/', '/screener?where=x', '/reports/ABCD', '/%E0%A4%A'])
      expect(await (await app.request(link)).text()).toContain('<title>dashboard</title>')
  })

  it('never serves a file outside its folder', async () => {
    const response = await app.request('/..%2F..%2Fetc%2Fpasswd')
    expect(await response.text()).toContain('<title>dashboard</title>')
  })
})
