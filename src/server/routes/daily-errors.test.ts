import { describe, expect, it } from 'vitest'
import { addDays } from '../daily/window'
import { createTestServer, TEST_KEY } from '../testing/harness'
import { serveOverSocket } from '../testing/socket'

/** The daily endpoints' errors, in the real service's `{"error": sentence}` shape, and the same answers on a socket. */

const server = createTestServer()
const db = server.market.db
const today = server.market.summary.asOf
const first = <T>(sql: string) => db.prepare<[], T>(sql).get() ?? expect.unreachable(sql)
const idx = first<{ symbol: string }>('SELECT symbol FROM idx_companies').symbol.replace(/\.JK$/, '')
const sgx = first<{ symbol: string }>('SELECT symbol FROM sgx_companies').symbol
const listedIdx = new Set(
  db
    .prepare<[], { symbol: string }>('SELECT symbol FROM idx_companies')
    .all()
    .map((r) => r.symbol),
)
const listedSgx = new Set(
  db
    .prepare<[], { symbol: string }>('SELECT symbol FROM sgx_companies')
    .all()
    .map((r) => r.symbol),
)
/** Well-formed tickers that are not listed, found in the data rather than assumed. */
const unlistedIdx = ['ZZZZ', 'ZZZY', 'QQQQ'].find((t) => !listedIdx.has(`${t}.JK`)) ?? expect.unreachable('all taken')
const unlistedSgx = ['XYZ', 'ZZ9', 'QQ1'].find((t) => !listedSgx.has(t)) ?? expect.unreachable('all taken')

const BAD_FORMAT = { error: 'Use a valid date format of YYYY-MM-DD.' }
const FUTURE = { error: 'Date cannot be in the future.' }
const BAD_TICKER = { error: 'Please provide a valid stock symbol.' }

describe.each([
  ['/v2/daily', idx],
  ['/v2/sgx/daily', sgx],
])('GET %s/{ticker}/: errors', (base, ticker) => {
  it.each([
    ['end tomorrow', `end=${addDays(today, 1)}`],
    ['end far ahead', 'end=2099-01-01'],
    ['start after today, end by default', `start=${addDays(today, 3)}`],
    ['both in the future', `start=${addDays(today, 1)}&end=${addDays(today, 2)}`],
  ])('answers 400 to a future date (%s)', async (_name, query) => {
    expect(await server.get(`${base}/${ticker}/?${query}`)).toEqual({ status: 400, body: FUTURE })
  })

  it.each([
    '2026-1-05',
    '20261105',
    '2026/11/05',
    '05-11-2026',
    '2026-02-30',
    '2026-13-01',
    'yesterday',
    '2026-11-05T00:00',
  ])('answers 400 to the date %j', async (date) => {
    for (const name of ['start', 'end'])
      expect(await server.get(`${base}/${ticker}/?${name}=${encodeURIComponent(date)}`)).toEqual({
        status: 400,
        body: BAD_FORMAT,
      })
  })

  it('answers 400 to a start after the end', async () => {
    const end = addDays(today, -10)
    expect(await server.get(`${base}/${ticker}/?start=${addDays(end, 1)}&end=${end}`)).toEqual({
      status: 400,
      body: { error: 'Start date cannot be after end date.' },
    })
  })

  it('answers 400 to an unknown or repeated parameter', async () => {
    expect(await server.get(`${base}/${ticker}/?from=2026-01-01`)).toEqual({
      status: 400,
      body: { error: "Unsupported query parameter 'from'. Use start, end." },
    })
    expect(await server.get(`${base}/${ticker}/?end=${today}&end=${today}`)).toEqual({
      status: 400,
      body: { error: "Query parameter 'end' was given more than once." },
    })
  })

  it('answers 400 to a path without a ticker', async () => {
    expect(await server.get(`${base}/`)).toEqual({ status: 400, body: BAD_TICKER })
  })
})

describe('unknown and malformed tickers', () => {
  it('answers 404 naming an unknown IDX ticker, as written without the suffix', async () => {
    const body = { error: `Given stock symbol '${unlistedIdx}' does not exist.` }
    expect(await server.get(`/v2/daily/${unlistedIdx}/`)).toEqual({ status: 404, body })
    expect(await server.get(`/v2/daily/${unlistedIdx.toLowerCase()}.jk/`)).toEqual({ status: 404, body })
  })

  it('answers 404 naming an unknown SGX ticker', async () => {
    expect(await server.get(`/v2/sgx/daily/${unlistedSgx}/`)).toEqual({
      status: 404,
      body: { error: `Given SGX symbol '${unlistedSgx}' does not exist.` },
    })
  })

  it.each([
    ['/v2/daily', ['BB', 'BBCAX', 'BBC1', `${idx}.SI`, `${idx}.JKX`]],
    ['/v2/sgx/daily', ['D0', 'D055', 'D-5', `${sgx}.JK`]],
  ])('%s: answers 400 to a malformed ticker', async (base, tickers) => {
    for (const ticker of tickers)
      expect(await server.get(`${base}/${encodeURIComponent(ticker)}/`)).toEqual({ status: 400, body: BAD_TICKER })
  })

  it('checks the request before looking the company up: a bad date is a 400 even for an unknown ticker', async () => {
    expect(await server.get(`/v2/daily/${unlistedIdx}/?end=2099-01-01`)).toEqual({ status: 400, body: FUTURE })
    expect(await server.get(`/v2/sgx/daily/${unlistedSgx}/?start=x`)).toEqual({ status: 400, body: BAD_FORMAT })
  })
})

describe('keys and the dashboard mirror', () => {
  it('needs a key on /v2 and none on the dashboard /api/v2, which answers the same', async () => {
    expect((await server.get(`/v2/daily/${idx}/`, {})).status).toBe(401)
    const keyed = await server.get(`/v2/daily/${idx}/?start=${addDays(today, -5)}`)
    expect(keyed.status).toBe(200)
    expect(await server.get(`/api/v2/daily/${idx}/?start=${addDays(today, -5)}`, {})).toEqual(keyed)
    expect(await server.get(`/api/v2/sgx/daily/${unlistedSgx}/`, {})).toMatchObject({ status: 404 })
  })
})

describe('over a real socket', () => {
  const base = serveOverSocket(server.app)

  it('answers the same rows and errors as in process, as JSON', async () => {
    const path = `/v2/daily/${idx}/?start=${addDays(today, -20)}&end=${today}`
    const response = await fetch(`${base()}${path}`, { headers: { Authorization: TEST_KEY } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual((await server.get(path)).body)
    const future = await fetch(`${base()}/api/v2/sgx/daily/${sgx}/?end=2099-01-01`)
    expect([future.status, await future.json()]).toEqual([400, FUTURE])
  })
})
