import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { healthResponse } from '../../shared/api/health'
import { USER_AGENT } from './upstream'
import { json, startFaultyUpstream, type Behaviour, type FaultyUpstream } from './testing/faulty-upstream'
import { startGatewayServer, type GatewayServer } from './testing/servers'

/**
 * Faults over real sockets: a scripted upstream fails on cue, and each case says what the client gets without a
 * cached answer, and that an expired cached answer is served instead (marked stale, with its age) when there is one.
 *
 */
const UPSTREAM_KEY = 'upstream-key-faults-51e2'
const TIMEOUT_MS = 300
let upstream: FaultyUpstream
let gateway: GatewayServer
let clock = Date.UTC(2026, 10, 24, 9, 0, 0)

const GOOD = { results: [{ symbol: 'AAAA.JK', company_name: 'Good Answer Tbk' }] }
const screenerPage = {
  ...GOOD,
  pagination: {
    total_count: 1, showing: 1, limit: 50, offset: 0,
    has_next: false, has_previous: false, next_offset: null, previous_offset: null,
  },
} // prettier-ignore

beforeAll(async () => {
  upstream = await startFaultyUpstream()
  gateway = await startGatewayServer({
    baseUrl: upstream.url,
    key: UPSTREAM_KEY,
    timeoutMs: TIMEOUT_MS,
    now: () => clock,
  })
})

afterAll(async () => {
  await gateway.close()
  await upstream.close()
})

beforeEach(() => {
  upstream.script = () => json(200, screenerPage)
})

const get = (path: string) => fetch(`${gateway.url}/api${path}`)

interface FaultCase {
  name: string
  behaviour: Behaviour
  status: number
  /** the answer's body without a cached entry, for a screener path and for an endpoint path */
  screener: unknown
  endpoint: unknown
  headers?: Record<string, string>
  reason: string
}

const CASES: FaultCase[] = [
  {
    name: '500',
    behaviour: json(500, { detail: 'boom', code: 'internal' }),
    status: 502,
    screener: { error: 'UPSTREAM_ERROR', message: 'The Sectors API failed (HTTP 500). Try again later.' },
    endpoint: { error: 'The Sectors API failed (HTTP 500). Try again later.' },
    reason: 'upstream error',
  },
  {
    name: 'a slow answer past the timeout',
    behaviour: { kind: 'slow', ms: TIMEOUT_MS + 700, body: JSON.stringify(screenerPage) },
    status: 504,
    screener: { error: 'UPSTREAM_TIMEOUT', message: 'The Sectors API did not answer within 0.3 s. Try again later.' },
    endpoint: { error: 'The Sectors API did not answer within 0.3 s. Try again later.' },
    reason: 'upstream timeout',
  },
  {
    name: 'a dropped connection',
    behaviour: { kind: 'drop' },
    status: 502,
    screener: { error: 'UPSTREAM_UNREACHABLE', message: 'The Sectors API could not be reached. Try again later.' },
    endpoint: { error: 'The Sectors API could not be reached. Try again later.' },
    reason: 'upstream unreachable',
  },
  {
    name: 'invalid JSON',
    behaviour: { kind: 'answer', status: 200, body: '<html>Just a moment...</html>' },
    status: 502,
    screener: {
      error: 'UPSTREAM_INVALID_ANSWER',
      message: 'The Sectors API sent an answer that is not JSON. Try again later.',
    },
    endpoint: { error: 'The Sectors API sent an answer that is not JSON. Try again later.' },
    reason: 'upstream answer not JSON',
  },
  {
    name: '429 with Retry-After',
    behaviour: json(
      429,
      { error: 'RATE_LIMIT_EXCEEDED', message: 'Rate limit exceeded. Consider upgrading.' },
      { 'retry-after': '7' },
    ),
    status: 429,
    screener: { error: 'RATE_LIMIT_EXCEEDED', message: 'Rate limit exceeded. Consider upgrading.' },
    endpoint: { error: 'RATE_LIMIT_EXCEEDED', message: 'Rate limit exceeded. Consider upgrading.' },
    headers: { 'retry-after': '7' },
    reason: 'upstream rate limit',
  },
  ...[401, 403].map((status) => ({
    name: String(status),
    behaviour: json(status, { detail: 'Invalid API key.', code: 'invalid_api_key' }),
    status: 502,
    screener: {
      error: 'UPSTREAM_KEY_REFUSED',
      message: `The Sectors API refused this server's key (HTTP ${status}). The server's operator must check SECTORS_API_KEY.`,
    },
    endpoint: {
      error: `The Sectors API refused this server's key (HTTP ${status}). The server's operator must check SECTORS_API_KEY.`,
    },
    reason: "server's key refused",
  })),
]

let serial = 0

describe.each(CASES)('upstream fault: $name', (fault) => {
  it('without a cached answer: the status and body in the endpoint’s own error shape', async () => {
    serial += 1
    upstream.script = () => fault.behaviour
    const screener = await get(`/v2/companies/?limit=${serial}`)
    expect(screener.status).toBe(fault.status)
    expect(await screener.json()).toEqual(fault.screener)
    const report = await get(`/v2/company/report/A${String(serial).padStart(3, '0')}/`)
    expect(report.status).toBe(fault.status)
    expect(await report.json()).toEqual(fault.endpoint)
    for (const [name, value] of Object.entries(fault.headers ?? {})) expect(report.headers.get(name)).toBe(value)
    expect(report.headers.get('x-cache')).toBe('miss')
  })

  it('with an expired cached answer: that answer, marked stale with its age and the reason', async () => {
    serial += 1
    const path = `/v2/companies/?limit=${serial}`
    expect((await get(path)).headers.get('x-cache')).toBe('miss')
    clock += 11 * 60_000 // past the screener's ten minutes
    upstream.script = () => fault.behaviour
    const stale = await get(path)
    expect(stale.status).toBe(200)
    expect(await stale.json()).toEqual(screenerPage)
    expect(stale.headers.get('x-cache')).toBe('stale')
    expect(stale.headers.get('age')).toBe(String(11 * 60))
    expect(stale.headers.get('x-cache-stale-reason')).toBe(fault.reason)
  })
})

describe('what the upstream is sent', () => {
  it("the path and query unchanged, the server's key raw in Authorization, a descriptive User-Agent", async () => {
    upstream.calls.length = 0
    upstream.headers.length = 0
    await get('/v2/companies?where=sub_sector%3D%27banks%27&limit=3')
    await get('/v2/subsectors/')
    expect(upstream.calls).toEqual(['/v2/companies?where=sub_sector%3D%27banks%27&limit=3', '/v2/subsectors/'])
    expect(upstream.headers[0]?.authorization).toBe(UPSTREAM_KEY)
    expect(upstream.headers[0]?.['user-agent']).toBe(USER_AGENT)
    expect(USER_AGENT).not.toMatch(/urllib|node-fetch|undici/i)
  })

  it('passes the upstream’s own error bodies and other refusals through untouched', async () => {
    const refusal = { error: 'INVALID_WHERE_CLAUSE', message: "Invalid field name 'x'." }
    upstream.script = () => json(400, refusal, { 'set-cookie': '__cf_bm=secret', 'cf-ray': '1' })
    const response = await get('/v2/companies/?where=x%3E1')
    expect([response.status, await response.json()]).toEqual([400, refusal])
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('cf-ray')).toBeNull()
  })
})

describe('a refused key is visible in /healthz', () => {
  it('says key "refused" after a 403, and "accepted" again once the upstream takes it', async () => {
    upstream.script = () => json(403, { detail: 'Invalid API key.', code: 'invalid_api_key' })
    await get('/v2/industries/?refused=1')
    const refused = healthResponse.parse(await (await fetch(`${gateway.url}/healthz`)).json())
    expect(refused.upstream?.key).toBe('refused')
    expect(refused.upstream?.last_failure).toMatchObject({ kind: 'key-refused', detail: 'HTTP 403 on /v2/industries/' })
    upstream.script = () => json(200, [])
    await get('/v2/industries/?refused=2')
    const accepted = healthResponse.parse(await (await fetch(`${gateway.url}/healthz`)).json())
    expect(accepted.upstream?.key).toBe('accepted')
  })
})

describe('v1 against an upstream that answers 410 Gone for every /v1 path', () => {
  it('answers the v1 list itself from the v2 screener, in the bare-array shape, never asking /v1', async () => {
    upstream.calls.length = 0
    upstream.script = (path) =>
      path.startsWith('/v1/')
        ? json(410, { error: 'v1_discontinued' }, { deprecation: 'true', sunset: 'Mon, 11 May 2026 00:00:00 GMT' })
        : json(200, {
            results: [
              { symbol: 'BBBB.JK', company_name: 'Bank B', query_values: { sub_sector: 'Banks', market_cap: 5 } },
              { symbol: 'AAAA.JK', company_name: 'Bank A', query_values: { sub_sector: 'Banks', market_cap: 9 } },
              { symbol: 'CCCC.JK', company_name: 'Bank C', query_values: { sub_sector: 'Banks', market_cap: null } },
            ],
            pagination: { ...screenerPage.pagination, total_count: 3, showing: 3, limit: 200 },
          })
    const response = await fetch(`${gateway.url}/v1/companies/?sub_sector=banks&sort_by=market_cap&desc=true`, {
      headers: { authorization: 'member-key' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([
      { symbol: 'AAAA.JK', company_name: 'Bank A', sorted_by: 9 },
      { symbol: 'BBBB.JK', company_name: 'Bank B', sorted_by: 5 },
      { symbol: 'CCCC.JK', company_name: 'Bank C', sorted_by: null },
    ])
    expect(upstream.calls).toHaveLength(1)
    const asked = new URL(upstream.calls[0] ?? '', upstream.url)
    expect(asked.pathname).toBe('/v2/companies/')
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      where: "sub_sector = 'banks'",
      order_by: '-market_cap',
      limit: '200',
      offset: '0',
      include_query_values: 'true',
    })
  })

  it('passes a 410 on other v1 paths through, with its Deprecation and Sunset headers', async () => {
    upstream.script = () => json(410, { error: 'v1_discontinued' }, { deprecation: 'true', sunset: 'Mon, 11 May 2026' })
    const response = await get('/v1/daily/BBCA/')
    expect([response.status, await response.json()]).toEqual([410, { error: 'v1_discontinued' }])
    expect(response.headers.get('deprecation')).toBe('true')
    expect(response.headers.get('sunset')).toBe('Mon, 11 May 2026')
  })
})
