import { describe, expect, it } from 'vitest'
import {
  FINANCIAL_SECTOR_METRICS,
  quarterlyFinancialDatesResponse,
  quarterlyFinancialsResponse,
  QUARTERLY_STATEMENT_LINES,
} from '../../shared/api/quarterly-financials'
import { screenerResponse } from '../../shared/api/screener'
import { createTestServer } from '../testing/harness'
import { compareToExample, parseExactly } from '../testing/type-skeleton'

/**
 * `/v2/financials/quarterly/{symbol}/` and `/v2/company/get_quarterly_financial_dates/{symbol}/`: the official
 * examples' shapes and error bodies (our fixtures, written from them), the quarter choice, and the same numbers as
 * the screener's `<line>_q` fields.
 */

const server = createTestServer({ scale: 0.3 })
const db = server.market.db

const firstSymbol = (sector: string, comparison: '=' | '<>') =>
  db
    .prepare<[string], string>(
      `SELECT symbol FROM idx_companies WHERE sector_slug ${comparison} ? ORDER BY market_cap DESC`,
    )
    .pluck()
    .get(sector)
    ?.replace('.JK', '') ?? expect.unreachable('no company')
const BANK = firstSymbol('financials', '=')
const MINER = firstSymbol('financials', '<>')

/** Skeleton of the official `FinancialSectorQuarterly` example: its keys in order, with their JSON types. */
const EXAMPLE_ROW = {
  symbol: '',
  financials_sector_metrics: Object.fromEntries(FINANCIAL_SECTOR_METRICS.map((name) => [name, null])),
  date: '',
  ...Object.fromEntries(QUARTERLY_STATEMENT_LINES.map((name) => [name, 0])),
}
const EXAMPLE_DATES = { '2026': [['2026-03-31', 'q1']] }

async function quarters(path: string) {
  const { status, body } = await server.get(path)
  expect(status, JSON.stringify(body).slice(0, 300)).toBe(200)
  return parseExactly(quarterlyFinancialsResponse, body)
}

describe('GET /v2/financials/quarterly/{symbol}/', () => {
  it('a bank: the latest quarter, with its sector metrics, in the example shape and key order', async () => {
    const rows = await quarters(`/v2/financials/quarterly/${BANK}/`)
    expect(rows).toHaveLength(1)
    const [row] = rows
    expect(Object.keys(row ?? {})).toEqual(Object.keys(EXAMPLE_ROW))
    expect(Object.keys(row?.financials_sector_metrics ?? {})).toEqual([...FINANCIAL_SECTOR_METRICS])
    const mismatches = compareToExample([EXAMPLE_ROW], rows).filter((m) => m.kind === 'missing')
    expect(mismatches).toEqual([])
    expect(row?.symbol).toBe(`${BANK}.JK`)
  })

  it('another company: no sector metrics; net cash flow is the sum of the three flows', async () => {
    const rows = await quarters(`/v2/financials/quarterly/${MINER.toLowerCase()}.jk/?n_quarters=4`)
    expect(rows).toHaveLength(4)
    expect(rows.map((row) => row.date)).toEqual([...rows.map((row) => row.date)].sort().reverse())
    for (const row of rows) {
      expect(row).not.toHaveProperty('financials_sector_metrics')
      const { operating_cash_flow: o, investing_cash_flow: i, financing_cash_flow: f } = row
      if (o !== null && i !== null && f !== null) expect(row.net_cash_flow).toBe(o + i + f)
    }
  })

  it('report_date picks the quarter ending on it, or with approx the latest before it', async () => {
    const all = await quarters(`/v2/financials/quarterly/${MINER}/?n_quarters=40`)
    const target = all[3] ?? expect.unreachable('fewer than four quarters')
    const day = `/v2/financials/quarterly/${MINER}/?report_date=`
    expect(await quarters(`${day}${target.date}`)).toEqual([target])
    expect(
      await quarters(`${day}${target.date.slice(0, 8)}${target.date.endsWith('31') ? '30' : '29'}&n_quarters=2`),
    ).toEqual(all.slice(4, 6))
    expect(await server.get(`${day}${target.date.slice(0, 8)}15&approx=false`)).toEqual({
      status: 404,
      body: { error: 'Invalid stock symbol and/or data for the specified report_date does not exist.' },
    })
  })

  it.each([
    ['a bad report_date', `?report_date=2025-02-30`, 400, 'Use a valid report_date format of YYYY-MM-DD.'],
    ['n_quarters of 0', `?n_quarters=0`, 400, 'Use a positive whole number for n_quarters.'],
    ['approx not a boolean', `?approx=maybe`, 400, 'Use true or false for approx.'],
    [
      'a date before any quarter',
      `?report_date=2010-01-01`,
      404,
      'Invalid stock symbol and/or data for the specified report_date does not exist.',
    ],
  ])('%s: %i in the endpoint shape', async (_case, query, status, error) => {
    expect(await server.get(`/v2/financials/quarterly/${MINER}/${query}`)).toEqual({ status, body: { error } })
  })

  it('a malformed symbol is 400, an unknown one 404', async () => {
    expect(await server.get('/v2/financials/quarterly/BB/')).toEqual({
      status: 400,
      body: { error: 'Please provide a valid stock symbol.' },
    })
    expect((await server.get('/v2/financials/quarterly/ZZZZ/')).status).toBe(404)
  })

  it.each([BANK, MINER])('%s: every quarter has the numbers the screener serves as <line>_q', async (ticker) => {
    const rows = await quarters(`/v2/financials/quarterly/${ticker}/?n_quarters=40`)
    for (const row of rows.slice(0, 6)) {
      const quarter = `Q${String(Math.ceil(Number(row.date.slice(5, 7)) / 3))}-${row.date.slice(0, 4)}`
      const fields = ['revenue', 'earnings', 'total_assets', 'total_equity', 'operating_cash_flow', 'cash_only']
      const where = `symbol = '${ticker}.JK' and ${fields.map((f) => `(${f}_q[${quarter}] is null or ${f}_q[${quarter}] is not null)`).join(' and ')}`
      const { body } = await server.get(`/v2/companies/?where=${encodeURIComponent(where)}&include_query_values=true`)
      const values = screenerResponse.parse(body).results[0]?.query_values ?? expect.unreachable('not screened')
      for (const field of fields)
        expect(row[field as keyof typeof row], `${field} ${quarter}`).toBe(values[`${field}_q[${quarter}]`])
      if (row.financials_sector_metrics !== undefined)
        expect(row.financials_sector_metrics.interest_income).not.toBeUndefined()
    }
  })
})

describe('GET /v2/company/get_quarterly_financial_dates/{symbol}/', () => {
  it('lists the report dates by year, each with its quarter label, as the statements are dated', async () => {
    const { status, body } = await server.get(`/v2/company/get_quarterly_financial_dates/${BANK}/`)
    expect(status).toBe(200)
    const dates = parseExactly(quarterlyFinancialDatesResponse, body)
    expect(compareToExample(EXAMPLE_DATES, dates)).toEqual([])
    const statements = await quarters(`/v2/financials/quarterly/${BANK}/?n_quarters=100`)
    const listed = Object.entries(dates).flatMap(([year, pairs]) =>
      pairs.map(([date, label]) => {
        expect(date.slice(0, 4)).toBe(year)
        expect(label).toBe(`q${String(Math.ceil(Number(date.slice(5, 7)) / 3))}`)
        return date
      }),
    )
    expect(listed).toEqual(statements.map((row) => row.date).reverse())
  })

  it('a malformed symbol is 400, an unknown one 404, in the documented words', async () => {
    expect(await server.get('/v2/company/get_quarterly_financial_dates/B1/')).toEqual({
      status: 400,
      body: { error: 'Please provide a valid stock symbol.' },
    })
    expect(await server.get('/v2/company/get_quarterly_financial_dates/ZZZZ/')).toEqual({
      status: 404,
      body: { error: 'Invalid stock symbol or data does not exist.' },
    })
  })
})
