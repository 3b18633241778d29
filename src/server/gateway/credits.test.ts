import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { healthResponse } from '../../shared/api/health'
import { billedCost, successCost } from './endpoints'
import { startDemoUpstream, startGatewayServer, type GatewayServer, type RunningServer } from './testing/servers'

/**
 * Credits over real sockets: counted as the real service bills them (NOTES §0), with a daily ceiling that holds
 * under concurrent requests and lifts at the next UTC day.
 */
const UPSTREAM_KEY = 'upstream-key-credits-9a7f'
const CEILING = 12
let upstream: RunningServer
let gateway: GatewayServer
let clock = Date.UTC(2026, 10, 24, 21, 30, 0)

beforeAll(async () => {
  upstream = await startDemoUpstream(UPSTREAM_KEY)
  gateway = await startGatewayServer({
    baseUrl: upstream.url,
    key: UPSTREAM_KEY,
    dailyCredits: CEILING,
    now: () => clock,
  })
}, 30_000)

afterAll(async () => {
  await gateway.close()
  await upstream.close()
})

const health = async () => healthResponse.parse(await (await fetch(`${gateway.url}/healthz`)).json()).upstream

describe('what each answer costs', () => {
  it.each([
    ['/v2/companies/?limit=5', 200, 1],
    ['/v2/companies/?q=top+banks', 200, 3],
    ['/v2/sgx/companies/?q=banks', 200, 3],
    ['/v2/company/report/BBCA/', 200, 8],
    ['/v2/company/report/BBCA/?sections=overview,peers', 200, 2],
    ['/v2/company/report/BBCA/?sections=overview,overview', 200, 1],
    ['/v2/sgx/company/report/D05/', 200, 4],
    ['/v2/subsectors/', 200, 1],
    ['/v2/company/report/ZZZZ/', 404, 1],
    ['/v2/index-daily/lq45/', 200, 1],
    ['/v2/idx-total/?start=2026-01-02', 200, 1],
    ['/v2/company/get_quarterly_financial_dates/BBCA/', 200, 1],
    ['/v2/companies/?limit=0', 400, 0],
    ['/v2/companies/?limit=5', 429, 0],
    ['/v2/companies/?limit=5', 503, 0],
  ])('%s answered %i costs %i', (path, status, cost) => {
    expect(billedCost(path, status, new Uint8Array())).toBe(cost)
  })

  it('a question refused after translation costs 1; a question refused before costs nothing', () => {
    const body = (code: string) => new TextEncoder().encode(JSON.stringify({ error: code, message: '…' }))
    expect(billedCost('/v2/companies/?q=x', 400, body('NON_TRANSLATABLE_QUERY'))).toBe(1)
    expect(billedCost('/v2/companies/?q=x', 400, body('UNSUPPORTED_PARAMETERS'))).toBe(0)
    expect(successCost('/v2/companies/?q=x')).toBe(3)
  })

  it('quarterly financials cost 1 a quarter: reserved as asked for, billed as answered', () => {
    const quarters = (n: number) => new TextEncoder().encode(JSON.stringify(Array.from({ length: n }, () => ({}))))
    expect(successCost('/v2/financials/quarterly/BBCA/')).toBe(1)
    expect(successCost('/v2/financials/quarterly/BBCA/?n_quarters=8')).toBe(8)
    expect(billedCost('/v2/financials/quarterly/BBCA/?n_quarters=8', 200, quarters(5))).toBe(5)
    expect(billedCost('/v2/financials/quarterly/ZZZZ/', 404, new Uint8Array())).toBe(1)
  })
})

describe('the daily ceiling', () => {
  it('holds under 30 concurrent requests: exactly the credits left are spent, the rest refused with 429', async () => {
    const paths = Array.from({ length: 30 }, (_, i) => `/v2/companies/?limit=1&offset=${i}`)
    const before = upstream.calls.length
    const answers = await Promise.all(
      paths.map(async (path) => {
        const response = await fetch(`${gateway.url}/api${path}`)
        return { status: response.status, body: await response.text(), headers: response.headers }
      }),
    )
    const served = answers.filter((answer) => answer.status === 200)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(served).toHaveLength(CEILING)
    expect(refused).toHaveLength(30 - CEILING)
    expect(upstream.calls.length - before).toBe(CEILING)
    expect(JSON.parse(refused[0]?.body ?? '')).toEqual({
      error: 'DAILY_CREDITS_SPENT',
      message:
        `This server has spent its daily budget of ${CEILING} Sectors API credits. New questions are refused until ` +
        '00:00 UTC (in 2 h 30 min); answers it already holds are still served.',
    })
    expect(refused[0]?.headers.get('retry-after')).toBe(String(150 * 60))
    expect((await health())?.credits).toEqual({ day: '2026-11-24', spent_today: CEILING, daily_limit: CEILING })
  })

  it('still serves cached answers, fresh or stale, past the ceiling', async () => {
    const hit = await fetch(`${gateway.url}/api/v2/companies/?limit=1&offset=0`)
    const cached = await fetch(`${gateway.url}/api/v2/companies/?limit=1&offset=1`)
    expect([hit.status, hit.headers.get('x-cache')]).toEqual([200, 'hit'])
    expect(cached.status).toBe(200)
    clock += 20 * 60_000 // the screener's entries expire; the ceiling still stands
    const stale = await fetch(`${gateway.url}/api/v2/companies/?limit=1&offset=0`)
    expect([stale.status, stale.headers.get('x-cache')]).toEqual([200, 'stale'])
    expect(stale.headers.get('x-cache-stale-reason')).toBe('daily credit ceiling reached')
  })

  it('refuses a report that would pass the ceiling, and lifts at the next UTC day', async () => {
    const report = await fetch(`${gateway.url}/api/v2/subsectors/`)
    expect(report.status).toBe(429)
    clock = Date.UTC(2026, 10, 25, 0, 0, 1)
    const tomorrow = await fetch(`${gateway.url}/api/v2/subsectors/`)
    expect(tomorrow.status).toBe(200)
    expect((await health())?.credits).toEqual({ day: '2026-11-25', spent_today: 1, daily_limit: CEILING })
  })

  it('counts a report by its sections, and a refused report (400) as free', async () => {
    expect((await fetch(`${gateway.url}/api/v2/company/report/BB/`)).status).toBe(400)
    expect((await health())?.credits.spent_today).toBe(1)
    const list = (await (await fetch(`${gateway.url}/api/v2/companies/?limit=1`)).json()) as {
      results: { symbol: string }[]
    }
    const ticker = (list.results[0]?.symbol ?? '').replace('.JK', '')
    expect(
      (await fetch(`${gateway.url}/api/v2/company/report/${ticker}/?sections=overview,valuation,peers`)).status,
    ).toBe(200)
    expect((await health())?.credits.spent_today).toBe(1 + 1 + 3)
  })
})
