import { describe, expect, it } from 'vitest'
import { dailyResponse, idxDailyResponse } from '../../shared/api/daily'
import { idxTotalResponse, INDEX_CODES, indexDailyResponse } from '../../shared/api/market-indices'
import { addDays } from '../daily/window'
import { createTestServer } from '../testing/harness'
import { compareToExample, parseExactly } from '../testing/type-skeleton'

/**
 * `/v2/index-daily/{index_code}/` and `/v2/idx-total/`: the official examples' shapes and error bodies (our own
 * fixtures, written from them), windows as the daily endpoints read them, and agreement with the companies' own
 * daily market caps: the market's total is their sum, an index moves with its members' capitalisation.
 */

const server = createTestServer({ scale: 0.3 })
const db = server.market.db
const today = server.market.summary.asOf

/** The official examples (OpenAPI `IndexDaily`, `IDXTotalMarketCap`) and error bodies, as we keep them. */
const EXAMPLE = {
  indexDaily: [{ index_code: 'LQ45', date: '2025-05-05', price: 767.32 }],
  idxTotal: [{ date: '2026-06-09', idx_total_market_cap: 10095511071726246 }],
  invalidIndex: { error: 'Please provide a valid index code.' },
  invalidFormat: { error: 'Use a valid date format of YYYY-MM-DD.' },
  tooEarly: { error: 'Starting date must not be earlier than January 1, 2021.' },
}

async function ok(path: string): Promise<unknown> {
  const { status, body } = await server.get(path)
  expect(status, JSON.stringify(body).slice(0, 300)).toBe(200)
  return body
}

describe('GET /v2/index-daily/{index_code}/', () => {
  it.each(INDEX_CODES)('%s: the last 30 days by default, in the example shape, the code upper case', async (code) => {
    const rows = parseExactly(indexDailyResponse, await ok(`/v2/index-daily/${code}/`))
    expect(compareToExample(EXAMPLE.indexDaily, rows)).toEqual([])
    expect(rows.length).toBeGreaterThanOrEqual(20)
    expect(rows.at(-1)?.date).toBe(today)
    expect((rows[0]?.date ?? '') >= addDays(today, -30)).toBe(true)
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(['index_code', 'date', 'price'])
      expect(row.index_code).toBe(code.toUpperCase())
      expect(row.price).toBeGreaterThan(0)
      expect(Math.round(row.price * 100) / 100).toBe(row.price)
    }
  })

  it('serves history from 2019-01-02, any window of at most 90 days, and [] before it', async () => {
    const first = parseExactly(indexDailyResponse, await ok('/v2/index-daily/lq45/?start=2018-12-01&end=2019-01-31'))
    expect(first[0]?.date).toBe('2019-01-02')
    expect(await ok('/v2/index-daily/ihsg/?start=2018-01-01&end=2018-12-31')).toEqual([])
    const wide = parseExactly(indexDailyResponse, await ok('/v2/index-daily/idx30/?start=2022-01-01&end=2022-12-31'))
    expect((wide[0]?.date ?? '') >= addDays('2022-12-31', -90)).toBe(true)
    expect(await ok('/v2/index-daily/LQ45')).toEqual(await ok('/v2/index-daily/lq45/'))
  })

  it.each([
    ['an unknown code', '/v2/index-daily/lq46/', EXAMPLE.invalidIndex],
    ['no code', '/v2/index-daily/', EXAMPLE.invalidIndex],
    ['a bad date', '/v2/index-daily/lq45/?start=2025-13-01', EXAMPLE.invalidFormat],
    ['a future end', `/v2/index-daily/lq45/?end=${addDays(today, 1)}`, { error: 'Date cannot be in the future.' }],
    [
      'an unknown parameter',
      '/v2/index-daily/lq45/?limit=5',
      { error: "Unsupported query parameter 'limit'. Use start, end." },
    ],
  ])('%s: 400 in the endpoint shape', async (_case, path, body) => {
    expect(await server.get(path)).toEqual({ status: 400, body })
  })
})

describe('GET /v2/idx-total/', () => {
  it('the last 30 days by default, in the example shape, whole rupiah', async () => {
    const rows = parseExactly(idxTotalResponse, await ok('/v2/idx-total/'))
    expect(compareToExample(EXAMPLE.idxTotal, rows)).toEqual([])
    expect(rows.at(-1)?.date).toBe(today)
    for (const row of rows) expect(Object.keys(row)).toEqual(['date', 'idx_total_market_cap'])
  })

  it.each([
    ['a start before 2021', '/v2/idx-total/?start=2020-12-31', EXAMPLE.tooEarly],
    ['a default start before 2021', '/v2/idx-total/?end=2021-01-15', EXAMPLE.tooEarly],
    ['a bad date', '/v2/idx-total/?end=20210115', EXAMPLE.invalidFormat],
  ])('%s: 400 in the endpoint shape', async (_case, path, body) => {
    expect(await server.get(path)).toEqual({ status: 400, body })
  })

  it('is, each day, the sum of every company market cap the daily endpoint states', async () => {
    const window = `start=${addDays(today, -400)}&end=${addDays(today, -380)}`
    const totals = parseExactly(idxTotalResponse, await ok(`/v2/idx-total/?${window}`))
    const symbols = db.prepare<[], string>('SELECT symbol FROM idx_companies').pluck().all()
    const sums = new Map<string, number>()
    for (const symbol of symbols)
      for (const day of idxDailyResponse.parse(await ok(`/v2/daily/${symbol}/?${window}`)))
        sums.set(day.date, (sums.get(day.date) ?? 0) + day.market_cap)
    expect(totals.map((row) => row.date)).toEqual([...sums.keys()].sort())
    for (const { date, idx_total_market_cap } of totals)
      expect(Math.abs(idx_total_market_cap / (sums.get(date) ?? 0) - 1)).toBeLessThan(1e-12)
  })
})

/** Each day's level over the day before's, against the members' capitalisation over the same members' the day before. */
async function expectMovesWithMembers(
  code: string,
  members: readonly string[],
  capOf: (path: string) => Promise<Map<string, number>>,
) {
  const window = { start: addDays(today, -200), end: addDays(today, -120) }
  const levels = parseExactly(
    indexDailyResponse,
    await ok(`/v2/index-daily/${code}/?start=${window.start}&end=${window.end}`),
  )
  const caps = await Promise.all(members.map((member) => capOf(`${member}/?start=${window.start}&end=${window.end}`)))
  expect(members.length).toBeGreaterThan(0)
  for (let i = 1; i < levels.length; i++) {
    const [before, day] = [levels[i - 1], levels[i]]
    if (before === undefined || day === undefined) continue
    let now = 0
    let then = 0
    for (const cap of caps) {
      const [a, b] = [cap.get(before.date), cap.get(day.date)]
      if (a === undefined || b === undefined) continue
      then += a
      now += b
    }
    // levels are stated to two decimals
    expect(Math.abs(day.price / before.price - now / then)).toBeLessThan(0.02 / before.price + 1e-9)
  }
}

describe('index levels move with their members', () => {
  it('LQ45: each day by its members capitalisation (the daily market caps)', async () => {
    const members = db
      .prepare<[], string>(`SELECT symbol FROM idx_companies WHERE indices LIKE '%"LQ45"%'`)
      .pluck()
      .all()
    await expectMovesWithMembers('lq45', members, async (path) => {
      const rows = idxDailyResponse.parse(await ok(`/v2/daily/${path}`))
      return new Map(rows.map((row) => [row.date, row.market_cap]))
    })
  })

  it('STI: each day by the 30 largest SGX companies (close times shares)', async () => {
    const members = db
      .prepare<[], { symbol: string; shares: number }>(
        'SELECT symbol, market_cap / last_close_price AS shares FROM sgx_companies ORDER BY market_cap DESC, symbol LIMIT 30',
      )
      .all()
    const shares = new Map(members.map((m) => [m.symbol, m.shares]))
    await expectMovesWithMembers(
      'sti',
      members.map((m) => m.symbol),
      async (path) => {
        const rows = dailyResponse.parse(await ok(`/v2/sgx/daily/${path}`))
        const symbol = path.slice(0, path.indexOf('/'))
        return new Map(rows.map((row) => [row.date, Math.round((row.close ?? 0) * (shares.get(symbol) ?? 0))]))
      },
    )
  })
})
