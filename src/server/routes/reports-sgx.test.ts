import { describe, expect, it } from 'vitest'
import { screenerResponse } from '../../shared/api/screener'
import { sgxReportResponse } from '../../shared/api/sgx-report'
import { createTestServer } from '../testing/harness'
import type { StoredCompanyNames } from '../testing/stored-company'
import { parseExactly } from '../testing/type-skeleton'

const server = createTestServer()
const db = server.market.db
const FISCAL_YEAR = Number(server.market.summary.asOf.slice(0, 4)) - 1
const SECTIONS = ['overview', 'valuation', 'financials', 'dividend']

interface StoredCompany extends StoredCompanyNames {
  detailed: number
}
const companies = db
  .prepare<[], StoredCompany>(
    `SELECT c.symbol, c.company_name, c.sector, c.sub_sector,
            EXISTS (SELECT 1 FROM sgx_yearly y WHERE y.symbol = c.symbol AND y.total_asset IS NOT NULL) AS detailed
     FROM sgx_companies c ORDER BY c.symbol`,
  )
  .all()
const storedYears = db.prepare<[string, number], { year: number; revenue: number | null; earnings: number | null }>(
  'SELECT year, revenue, earnings FROM sgx_yearly WHERE symbol = ? AND year <= ? ORDER BY year',
)
/** A company reporting its statements in detail (the large caps), and one with revenue and earnings only. */
const detailed = companies.find((c) => c.detailed === 1) ?? expect.unreachable('no detailed SGX company')
const plain = companies.find((c) => c.detailed === 0) ?? expect.unreachable('no plain SGX company')
const listed = new Set(companies.map((c) => c.symbol))
const unlisted = ['ZZZ', 'ZZ9', 'Q0Q', '000'].find((ticker) => !listed.has(ticker)) ?? expect.unreachable('all taken')

async function report(path: string) {
  const { status, body } = await server.get(path)
  expect(status, JSON.stringify(body)).toBe(200)
  const keys = typeof body === 'object' && body !== null ? Object.keys(body) : []
  return { found: parseExactly(sgxReportResponse, body), keys }
}
const sectionOf = async <K extends 'overview' | 'valuation' | 'financials' | 'dividend'>(symbol: string, key: K) => {
  const { found } = await report(`/v2/sgx/company/report/${symbol}/?sections=${key}`)
  return found[key] ?? expect.unreachable(`no ${key}`)
}

describe('GET /v2/sgx/company/report/{ticker}/: ticker and sections', () => {
  const { symbol } = detailed
  it.each([symbol, symbol.toLowerCase(), `${symbol}.SI`, `${symbol.toLowerCase()}.si`])(
    'accepts %s and answers symbol without suffix and name (not company_name)',
    async (ticker) => {
      const { found, keys } = await report(`/v2/sgx/company/report/${ticker}/?sections=valuation`)
      expect(keys).toEqual(['symbol', 'name', 'valuation'])
      expect(found).toMatchObject({ symbol, name: detailed.company_name })
    },
  )

  it('answers symbol, name and the four sections by default, with and without the trailing slash', async () => {
    const { keys, found } = await report(`/v2/sgx/company/report/${symbol}/`)
    expect(keys).toEqual(['symbol', 'name', ...SECTIONS])
    expect((await report(`/v2/sgx/company/report/${symbol}`)).found).toEqual(found)
  })

  it.each([
    ['dividend,overview', ['symbol', 'name', 'overview', 'dividend']],
    ['FINANCIALS', ['symbol', 'name', 'financials']],
    ['', ['symbol', 'name', ...SECTIONS]],
  ])('sections=%s answers %j', async (sections, keys) => {
    expect((await report(`/v2/sgx/company/report/${symbol}/?sections=${sections}`)).keys).toEqual(keys)
  })

  it.each([
    ['foo', 'foo'],
    ['overview,foo,bar', 'foo, bar'],
    ['peers', 'peers'],
  ])('sections=%s → 400 "Invalid sections provided: %s."', async (sections, named) => {
    const { status, body } = await server.get(`/v2/sgx/company/report/${symbol}/?sections=${sections}`)
    expect(status).toBe(400)
    expect(body).toEqual({ error: `Invalid sections provided: ${named}.` })
  })

  it.each([unlisted, `${unlisted}.SI`])(
    'answers 404 {"error":"Given SGX symbol does not exist."} for %s',
    async (ticker) => {
      const { status, body } = await server.get(`/v2/sgx/company/report/${ticker}/`)
      expect(status).toBe(404)
      expect(body).toEqual({ error: 'Given SGX symbol does not exist.' })
    },
  )

  it.each([
    ...['D0', `${symbol}5`, `${symbol}.JK`, 'D.5', 'BBCA'].map((ticker) => `/v2/sgx/company/report/${ticker}/`),
    '/v2/sgx/company/report/',
    '/v2/sgx/company/report',
  ])('answers 400 for a malformed ticker or none: %s', async (path) => {
    expect(await server.get(path)).toEqual({ status: 400, body: { error: 'Please provide a valid stock symbol.' } })
  })
})

describe('GET /v2/sgx/company/report/{ticker}/: content', () => {
  it.each([detailed, plain])(
    '$symbol: historical_financials is keyed by year string, revenue and earnings as stored',
    async (c) => {
      const { historical_financials } = await sectionOf(c.symbol, 'financials')
      const years = storedYears.all(c.symbol, FISCAL_YEAR)
      expect(years.length).toBeGreaterThan(0)
      expect(Object.keys(historical_financials)).toEqual(years.map((row) => String(row.year)))
      for (const row of years)
        expect(historical_financials[String(row.year)]).toMatchObject({ revenue: row.revenue, earnings: row.earnings })
    },
  )

  it(`${detailed.symbol}: a detailed year adds its closing date and the statement blocks`, async () => {
    const { historical_financials } = await sectionOf(detailed.symbol, 'financials')
    const [year, latest] = Object.entries(historical_financials).at(-1) ?? expect.unreachable('no years')
    expect(latest.date).toBe(`${year}-12-31`)
    expect(latest.updated_on).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(latest.cash_flow_metrics).toBeDefined()
    expect(latest.balance_sheet_metrics).toBeDefined()
  })

  it(`${plain.symbol}: a plain year has only revenue and earnings`, async () => {
    const { historical_financials } = await sectionOf(plain.symbol, 'financials')
    for (const entry of Object.values(historical_financials))
      expect(Object.keys(entry).sort()).toEqual(['earnings', 'revenue'])
  })

  it.each([detailed, plain])("$symbol: overview names its classification and the screener's market_cap", async (c) => {
    const overview = await sectionOf(c.symbol, 'overview')
    expect(overview).toMatchObject({ sector: c.sector, sub_sector: c.sub_sector })
    const { body } = await server.get(
      `/v2/sgx/companies/?where=${encodeURIComponent(`symbol = '${c.symbol}'`)}&order_by=market_cap&include_query_values=true`,
    )
    expect(overview.market_cap).toBe(screenerResponse.parse(body).results[0]?.query_values?.market_cap)
  })

  it.each([detailed, plain])(
    '$symbol: dividend history is keyed by year, each year totalling its payments',
    async (c) => {
      const { historical_dividends } = await sectionOf(c.symbol, 'dividend')
      for (const [year, entry] of Object.entries(historical_dividends)) {
        expect(year).toMatch(/^\d{4}$/)
        expect(entry.breakdown.every((payment) => payment.date.startsWith(year))).toBe(true)
        expect(entry.total_dividend).toBeCloseTo(
          entry.breakdown.reduce((sum, payment) => sum + payment.total, 0),
          6,
        )
      }
    },
  )
})
