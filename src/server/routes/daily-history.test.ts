import { describe, expect, it } from 'vitest'
import { idxDailyResponse, sgxDailyResponse } from '../../shared/api/daily'
import { idxReportResponse } from '../../shared/api/idx-report'
import { sgxReportResponse } from '../../shared/api/sgx-report'
import { addDays } from '../daily/window'
import { createTestServer } from '../testing/harness'

/**
 * Prices since listing or for ten years: the daily endpoints answer any window of that span, and the report's
 * all-time extremes are the extremes of the whole series, fetched as a client must (consecutive 90-day windows).
 */

const server = createTestServer({ scale: 0.3 })
const db = server.market.db
const today = server.market.summary.asOf
const TEN_YEARS_AGO = `${String(Number(today.slice(0, 4)) - 10)}${today.slice(4)}`

async function wholeSeries(base: string) {
  const rows: { date: string; close: number | null }[] = []
  for (let end = today; end >= TEN_YEARS_AGO; end = addDays(end, -91)) {
    const { body } = await server.get(`${base}?start=${addDays(end, -90)}&end=${end}`)
    rows.unshift(...sgxDailyResponse.parse(body))
  }
  return rows
}

const extremes = (rows: readonly { date: string; close: number | null }[]) => {
  let low = rows[0]
  let high = rows[0]
  for (const row of rows) {
    if ((row.close ?? Infinity) < (low?.close ?? Infinity)) low = row
    if ((row.close ?? -Infinity) > (high?.close ?? -Infinity)) high = row
  }
  return { all_time_low: { [low?.date ?? '']: low?.close }, all_time_high: { [high?.date ?? '']: high?.close } }
}

const pick = (sql: string) => db.prepare<[], string>(sql).pluck().get() ?? expect.unreachable(sql)

describe('the daily series run since listing, or ten years', () => {
  it.each([
    ['listed more than ten years ago', `listing_date < '2010-01-01'`],
    ['listed within ten years', `listing_date > '2019-06-01' AND listing_date < '2024-01-01'`],
  ])('an IDX company %s: the all-time extremes are the series own', async (_case, condition) => {
    const symbol = pick(
      `SELECT replace(symbol, '.JK', '') FROM idx_companies WHERE ${condition} ORDER BY market_cap DESC`,
    )
    const listing = pick(`SELECT listing_date FROM idx_companies WHERE symbol = '${symbol}.JK'`)
    const rows = await wholeSeries(`/v2/daily/${symbol}/`)
    expect(new Set(rows.map((row) => row.date)).size).toBe(rows.length)
    const first = rows[0]?.date ?? ''
    expect(first >= (listing > TEN_YEARS_AGO ? listing : TEN_YEARS_AGO)).toBe(true)
    expect(first <= addDays(listing > TEN_YEARS_AGO ? listing : TEN_YEARS_AGO, 3)).toBe(true)
    const { body } = await server.get(`/v2/company/report/${symbol}/?sections=overview`)
    const prices = idxReportResponse.parse(body).overview?.all_time_price
    expect({ all_time_low: prices?.all_time_low, all_time_high: prices?.all_time_high }).toEqual(extremes(rows))
    // the older days are in the documented shape too, their market cap moving with the close
    const old = idxDailyResponse.parse(
      (await server.get(`/v2/daily/${symbol}/?start=${first}&end=${addDays(first, 20)}`)).body,
    )
    expect(old.length).toBeGreaterThan(10)
    for (const row of old) expect(row.volume % 100).toBe(0)
  })

  it('an SGX company: the all-time extremes are the series own', async () => {
    const symbol = pick(`SELECT symbol FROM sgx_daily WHERE listing_date < '2012-01-01' ORDER BY symbol`)
    const rows = await wholeSeries(`/v2/sgx/daily/${symbol}/`)
    const { body } = await server.get(`/v2/sgx/company/report/${symbol}/?sections=overview`)
    const prices = sgxReportResponse.parse(body).overview?.all_time_price
    expect({ all_time_low: prices?.all_time_low, all_time_high: prices?.all_time_high }).toEqual(extremes(rows))
  })
})
