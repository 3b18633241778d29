import { describe, expect, it } from 'vitest'
import { idxDailyResponse, sgxDailyResponse, type IdxDailyRow, type SgxDailyRow } from '../../shared/api/daily'
import { idxReportResponse } from '../../shared/api/idx-report'
import { sgxReportResponse } from '../../shared/api/sgx-report'
import { addDays } from '../daily/window'
import { createTestServer } from '../testing/harness'
import { parseExactly } from '../testing/type-skeleton'

/**
 * The daily endpoints over HTTP: shapes, the window (defaults and the 90-day cap), and agreement with the company
 * report (last close, market cap and the price extremes come from the same price path).
 */

const server = createTestServer()
const db = server.market.db
const today = server.market.summary.asOf

const idxSymbols = db
  .prepare<[], { symbol: string }>('SELECT symbol FROM idx_companies ORDER BY market_cap DESC')
  .all()
  .map((row) => row.symbol.replace(/\.JK$/, ''))
const sgxSymbols = db
  .prepare<[], { symbol: string }>('SELECT symbol FROM sgx_companies ORDER BY market_cap DESC')
  .all()
  .map((row) => row.symbol)
/** the largest, a middling and the smallest company of each market */
const pick = (symbols: readonly string[]) =>
  [symbols[0], symbols[Math.floor(symbols.length / 2)], symbols.at(-1)].map(
    (symbol) => symbol ?? expect.unreachable('no companies'),
  )
const IDX = pick(idxSymbols)
const SGX = pick(sgxSymbols)

async function idxDays(path: string): Promise<IdxDailyRow[]> {
  const { status, body } = await server.get(path)
  expect(status, JSON.stringify(body)).toBe(200)
  return parseExactly(idxDailyResponse, body)
}
async function sgxDays(path: string): Promise<SgxDailyRow[]> {
  const { status, body } = await server.get(path)
  expect(status, JSON.stringify(body)).toBe(200)
  return parseExactly(sgxDailyResponse, body)
}

/** The days of the last 52 weeks, fetched as consecutive windows of at most 90 days, as a client has to. */
async function yearOfDays<Row extends { date: string }>(fetchDays: (start: string, end: string) => Promise<Row[]>) {
  const first = addDays(today, -365)
  const rows: Row[] = []
  for (let end = today; end >= first; end = addDays(end, -91)) {
    const start = addDays(end, -90) < first ? first : addDays(end, -90)
    rows.unshift(...(await fetchDays(start, end)))
  }
  return rows
}

/** `{date: price}` of the lowest (or highest) close, the earliest day on a tie, as the report states extremes. */
function extreme(rows: readonly { date: string; close: number | null }[], side: 'low' | 'high') {
  let best: { date: string; close: number } | undefined
  for (const { date, close } of rows) {
    if (close === null) continue
    if (best === undefined || (side === 'low' ? close < best.close : close > best.close)) best = { date, close }
  }
  return best === undefined ? null : { [best.date]: best.close }
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()

describe('GET /v2/daily/{ticker}/: shape and window', () => {
  it.each(IDX)(
    '%s: the last 30 days by default, oldest first, trading days only, in the documented shape',
    async (ticker) => {
      const rows = await idxDays(`/v2/daily/${ticker}/`)
      expect(rows.length).toBeGreaterThanOrEqual(20)
      expect(rows.at(-1)?.date).toBe(today)
      expect((rows[0]?.date ?? '') >= addDays(today, -30)).toBe(true)
      for (const row of rows) {
        expect(Object.keys(row)).toEqual(['symbol', 'date', 'close', 'volume', 'market_cap'])
        expect(row.symbol).toBe(`${ticker}.JK`)
        expect([0, 6]).not.toContain(weekday(row.date))
        expect(Number.isInteger(row.close) && row.close > 0).toBe(true)
        expect(Number.isInteger(row.market_cap)).toBe(true)
        expect(row.volume % 100).toBe(0)
      }
      expect(rows.map((row) => row.date)).toEqual([...rows.map((row) => row.date)].sort())
    },
  )

  it('reads the ticker in any case, with or without ".JK"', async () => {
    const [ticker = ''] = IDX
    const expected = await idxDays(`/v2/daily/${ticker}/`)
    for (const spelling of [ticker.toLowerCase(), `${ticker}.JK`, `${ticker.toLowerCase()}.jk`, `${ticker}.Jk`])
      expect(await idxDays(`/v2/daily/${spelling}/`)).toEqual(expected)
    expect(await idxDays(`/v2/daily/${ticker}`)).toEqual(expected)
  })

  it('answers exactly the trading days of the window asked for, both ends included', async () => {
    const [ticker = ''] = IDX
    const end = addDays(today, -7)
    const rows = await idxDays(`/v2/daily/${ticker}/?start=${addDays(end, -14)}&end=${end}`)
    const all = await idxDays(`/v2/daily/${ticker}/?start=${addDays(today, -60)}`)
    expect(rows).toEqual(all.filter((row) => row.date >= addDays(end, -14) && row.date <= end))
    expect(await idxDays(`/v2/daily/${ticker}/?start=${today}&end=${today}`)).toEqual(all.slice(-1))
  })

  it('defaults start to 30 days before the end it is given, and end to today for a start alone', async () => {
    const [ticker = ''] = IDX
    const end = addDays(today, -100)
    const rows = await idxDays(`/v2/daily/${ticker}/?end=${end}`)
    expect(rows).toEqual(await idxDays(`/v2/daily/${ticker}/?start=${addDays(end, -30)}&end=${end}`))
    const start = addDays(today, -10)
    expect(await idxDays(`/v2/daily/${ticker}/?start=${start}`)).toEqual(
      await idxDays(`/v2/daily/${ticker}/?start=${start}&end=${today}`),
    )
    expect(await idxDays(`/v2/daily/${ticker}/?start=&end=`)).toEqual(await idxDays(`/v2/daily/${ticker}/`))
  })

  it('clamps a window wider than 90 days to the 90 days ending at end', async () => {
    const [ticker = ''] = IDX
    const capped = await idxDays(`/v2/daily/${ticker}/?start=${addDays(today, -90)}&end=${today}`)
    expect(await idxDays(`/v2/daily/${ticker}/?start=2000-01-01&end=${today}`)).toEqual(capped)
    expect(await idxDays(`/v2/daily/${ticker}/?start=${addDays(today, -91)}`)).toEqual(capped)
    expect((capped[0]?.date ?? '') >= addDays(today, -90)).toBe(true)
    expect((capped[0]?.date ?? '~') <= addDays(today, -88)).toBe(true) // the first weekday of the window
    const earlier = addDays(today, -200)
    const older = await idxDays(`/v2/daily/${ticker}/?start=2020-01-01&end=${earlier}`)
    expect((older[0]?.date ?? '') >= addDays(earlier, -90)).toBe(true)
    expect((older.at(-1)?.date ?? '~') <= earlier).toBe(true)
  })

  it('answers 200 with an empty list for a window without trading days', async () => {
    const [ticker = ''] = IDX
    // before the ten years served
    expect(await idxDays(`/v2/daily/${ticker}/?start=2015-01-01&end=2015-02-01`)).toEqual([])
    const saturday = [...Array(7).keys()].map((i) => addDays(today, -i - 1)).find((date) => weekday(date) === 6) ?? ''
    expect(await idxDays(`/v2/daily/${ticker}/?start=${saturday}&end=${addDays(saturday, 1)}`)).toEqual([])
  })
})

describe('GET /v2/daily/{ticker}/ agrees with the company report', () => {
  it.each(IDX)(
    '%s: last close, its date and market cap; 90-day, YTD, 52-week and all-time extremes',
    async (ticker) => {
      const { body } = await server.get(`/v2/company/report/${ticker}/?sections=overview`)
      const overview = idxReportResponse.parse(body).overview ?? expect.unreachable('no overview')
      const latest = (await idxDays(`/v2/daily/${ticker}/`)).at(-1)
      expect(latest).toEqual({
        symbol: `${ticker}.JK`,
        date: overview.latest_close_date,
        close: overview.last_close_price,
        volume: latest?.volume,
        market_cap: overview.market_cap,
      })
      const prices = overview.all_time_price
      const days90 = await idxDays(`/v2/daily/${ticker}/?start=${addDays(today, -90)}`)
      expect([extreme(days90, 'low'), extreme(days90, 'high')]).toEqual([prices['90_d_low'], prices['90_d_high']])
      const year = await yearOfDays((start, end) => idxDays(`/v2/daily/${ticker}/?start=${start}&end=${end}`))
      expect(new Set(year.map((row) => row.date)).size).toBe(year.length)
      expect([extreme(year, 'low'), extreme(year, 'high')]).toEqual([prices['52_w_low'], prices['52_w_high']])
      const ytd = year.filter((row) => row.date >= `${today.slice(0, 4)}-01-01`)
      expect([extreme(ytd, 'low'), extreme(ytd, 'high')]).toEqual([prices.ytd_low, prices.ytd_high])
      const [allTimeLow = 0] = Object.values(prices.all_time_low ?? {})
      const [allTimeHigh = 0] = Object.values(prices.all_time_high ?? {})
      for (const row of year) expect(row.close >= allTimeLow && row.close <= allTimeHigh).toBe(true)
      // the market cap moves with the close: the same number of shares every day
      const shares = (overview.market_cap ?? 0) / (overview.last_close_price ?? 1)
      for (const row of days90) expect(row.market_cap).toBe(Math.round(row.close * shares))
    },
  )
})

describe('every company: its days, drawn on request, are the path behind its snapshot', () => {
  it('ends each IDX company on its last close, with the 90-day extremes its snapshot states', async () => {
    const companies = db
      .prepare<[], { symbol: string; close: number; high: number; low: number }>(
        'SELECT symbol, last_close_price AS close, "90_d_high_price" AS high, "90_d_low_price" AS low FROM idx_companies',
      )
      .all()
    expect(companies.length).toBe(idxSymbols.length)
    for (const { symbol, close, high, low } of companies) {
      const closes = (await idxDays(`/v2/daily/${symbol}/?start=${addDays(today, -90)}`)).map((row) => row.close)
      expect([closes.at(-1), Math.max(...closes), Math.min(...closes)], symbol).toEqual([close, high, low])
    }
  })

  it('ends each SGX company on its last close, on the as-of day', async () => {
    const companies = db
      .prepare<[], { symbol: string; close: number }>('SELECT symbol, last_close_price AS close FROM sgx_companies')
      .all()
    for (const { symbol, close } of companies)
      expect(await sgxDays(`/v2/sgx/daily/${symbol}/?start=${today}`), symbol).toEqual([
        expect.objectContaining({ date: today, close }),
      ])
  })
})

describe('GET /v2/sgx/daily/{ticker}/', () => {
  it.each(SGX)(
    '%s: the documented shape; last close and 52-week extremes as the report states them',
    async (ticker) => {
      const rows = await sgxDays(`/v2/sgx/daily/${ticker}/`)
      for (const row of rows) expect(Object.keys(row)).toEqual(['symbol', 'date', 'close', 'volume'])
      expect(rows.every((row) => row.symbol === ticker)).toBe(true)
      const { body } = await server.get(`/v2/sgx/company/report/${ticker}/?sections=overview`)
      const overview = sgxReportResponse.parse(body).overview ?? expect.unreachable('no overview')
      expect(rows.at(-1)).toMatchObject({ date: today, close: overview.last_close_price })
      const year = await yearOfDays((start, end) => sgxDays(`/v2/sgx/daily/${ticker}/?start=${start}&end=${end}`))
      const prices = overview.all_time_price
      expect([extreme(year, 'low'), extreme(year, 'high')]).toEqual([prices['52_w_low'], prices['52_w_high']])
    },
  )

  it('reads the ticker in any case, with or without ".SI"', async () => {
    const [ticker = ''] = SGX
    const expected = await sgxDays(`/v2/sgx/daily/${ticker}/`)
    for (const spelling of [ticker.toLowerCase(), `${ticker}.SI`, `${ticker.toLowerCase()}.si`])
      expect(await sgxDays(`/v2/sgx/daily/${spelling}/`)).toEqual(expected)
  })
})
