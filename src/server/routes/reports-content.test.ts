import { describe, expect, it } from 'vitest'
import { idxReportResponse, type IdxReport } from '../../shared/api/idx-report'
import { screenerResponse } from '../../shared/api/screener'
import { createTestServer } from '../testing/harness'
import type { StoredCompanyNames } from '../testing/stored-company'
import { parseExactly } from '../testing/type-skeleton'

const server = createTestServer()
const db = server.market.db
const FISCAL_YEAR = Number(server.market.summary.asOf.slice(0, 4)) - 1

interface StoredCompany extends StoredCompanyNames {
  industry: string
  sub_industry: string
  sub_sector_slug: string
  industry_slug: string
  sub_industry_slug: string
  covered: number
}
const companies = db
  .prepare<[], StoredCompany>(
    `SELECT symbol, company_name, sector, sub_sector, industry, sub_industry, sub_sector_slug, industry_slug,
            sub_industry_slug, analyst_ratings IS NOT NULL AS covered
     FROM idx_companies JOIN idx_company_details USING (symbol) ORDER BY symbol`,
  )
  .all()
const pick = (what: string, keep: (c: StoredCompany) => boolean) => companies.find(keep) ?? expect.unreachable(what)
/** Banks and insurers are recognised by their IDX-IC sub-sector, the rest is read from the data. */
const bank = pick('a covered bank', (c) => c.sub_sector_slug === 'banks' && c.covered === 1)
const uncovered = pick(
  'an uncovered non-financial company',
  (c) => c.covered === 0 && !['banks', 'insurance'].includes(c.sub_sector_slug),
)

/** The banking statement lines and ratios (NOTES §3): filled for a bank, null for anyone else. */
const BANK_LINES = [
  'interest_income', 'interest_expense', 'net_interest_income', 'non_interest_income', 'gross_loan', 'net_loan',
  'allowance_for_loans', 'provision', 'current_account', 'savings_account', 'time_deposit', 'total_deposit',
  'total_cash_and_due_from_banks', 'credit_rwa', 'market_rwa', 'operational_rwa', 'total_risk_weighted_asset',
  'core_capital_tier1', 'supplementary_capital_tier2', 'total_capital', 'high_quality_liquid_asset',
  'non_loan_assets', 'non_loan_earning_assets', 'non_loan_non_earning_assets', 'non_interest_bearing_liabilities',
  'other_interest_bearing_liabilities',
] as const // prettier-ignore
type RatioRow = NonNullable<IdxReport['financials']>['historical_financial_ratio'][number]
const bankRatios = ({ liquidity, profitability, capital }: RatioRow) => ({
  casa_ratio: liquidity.casa_ratio,
  loan_to_deposit_ratio: liquidity.loan_to_deposit_ratio,
  leverage_ratio: liquidity.leverage_ratio,
  liquidity_coverage_ratio: liquidity.liquidity_coverage_ratio,
  net_interest_margin: profitability.net_interest_margin,
  capital_adequacy_ratio: capital.capital_adequacy_ratio,
})

const reports = new Map<string, IdxReport>()
async function report(symbol: string): Promise<IdxReport> {
  const cached = reports.get(symbol)
  if (cached !== undefined) return cached
  const { status, body } = await server.get(`/v2/company/report/${symbol}/`)
  expect(status, JSON.stringify(body)).toBe(200)
  const parsed = parseExactly(idxReportResponse, body)
  reports.set(symbol, parsed)
  return parsed
}
const section = <K extends keyof IdxReport>(found: IdxReport, key: K): NonNullable<IdxReport[K]> =>
  found[key] ?? expect.unreachable(`no ${key}`)

/** A field's values from the screener, one request: `{symbol: value}` for the symbols asked. */
async function screened(symbols: readonly string[], field: string) {
  const where = encodeURIComponent(`symbol in [${symbols.map((s) => `'${s}'`).join(', ')}]`)
  const { body } = await server.get(
    `/v2/companies/?where=${where}&order_by=${field}&include_query_values=true&limit=200`,
  )
  return new Map(screenerResponse.parse(body).results.map((row) => [row.symbol, row.query_values?.[field]]))
}

const YEAR_KEY = /^\d{4}$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

describe('the IDX report: JSON types as the real service sends them', () => {
  it.each([bank, uncovered])('$symbol: year-keyed objects, string years and string percentages', async ({ symbol }) => {
    const found = await report(symbol)
    const financials = section(found, 'financials')
    expect(Object.keys(financials.historical_eps).every((year) => YEAR_KEY.test(year))).toBe(true)
    for (const row of financials.historical_financial_ratio) expect(row.year).toMatch(YEAR_KEY)
    for (const row of financials.historical_financials) expect(Number.isInteger(row.year)).toBe(true)
    for (const row of section(found, 'valuation').historical_valuation) expect(Number.isInteger(row.year)).toBe(true)
    expect(Object.keys(section(found, 'dividend').historical_dividends).every((year) => YEAR_KEY.test(year))).toBe(true)
    for (const holder of section(found, 'ownership').major_shareholders) {
      expect(holder.share_percentage).toMatch(/^\d+(\.\d+)?$/)
      expect(Number.isInteger(holder.share_value) && Number.isInteger(holder.share_amount)).toBe(true)
    }
  })

  it.each([bank, uncovered])(
    '$symbol: all_time_price has the 8 extremes, each a one-entry {date: price} map',
    async ({ symbol }) => {
      const prices = section(await report(symbol), 'overview').all_time_price
      expect(Object.keys(prices).sort()).toEqual([
        '52_w_high',
        '52_w_low',
        '90_d_high',
        '90_d_low',
        'all_time_high',
        'all_time_low',
        'ytd_high',
        'ytd_low',
      ])
      for (const entry of Object.values(prices)) {
        const pairs = Object.entries(entry ?? expect.unreachable('no price'))
        expect(pairs).toHaveLength(1)
        expect(pairs[0]?.[0]).toMatch(DATE)
      }
    },
  )

  it.each([bank, uncovered])(
    '$symbol: peers is [{peers_data: {companies, group_name}}], the company first as ["self"]',
    async (c) => {
      const found = await report(c.symbol)
      const peers = section(found, 'peers')
      expect(peers).toHaveLength(1)
      const { companies: rows, group_name } = peers[0]?.peers_data ?? expect.unreachable('no peers_data')
      expect(group_name).toEqual({
        sector: c.sector,
        sub_sector: c.sub_sector,
        industry: c.industry,
        sub_industry: c.sub_industry,
      })
      expect(rows[0]).toMatchObject({ symbol: c.symbol, company_name: c.company_name, group: ['self'] })
      expect(rows[0]?.market_cap).toBe(section(found, 'overview').market_cap)
      expect(rows.length).toBeLessThanOrEqual(10)
      expect(new Set(rows.map((row) => row.symbol)).size).toBe(rows.length)
      for (const row of rows.slice(1)) {
        const peer = companies.find((o) => o.symbol === row.symbol) ?? expect.unreachable(`unknown ${row.symbol}`)
        expect(peer.sub_sector_slug).toBe(c.sub_sector_slug)
        // the classification levels it shares with the company, in the order of the real report
        expect(row.group, row.symbol).toEqual([
          'sub_sector',
          'sector',
          ...(peer.industry_slug === c.industry_slug ? ['industry'] : []),
          ...(peer.sub_industry_slug === c.sub_industry_slug ? ['sub_industry'] : []),
        ])
      }
    },
  )
})

describe('the IDX report agrees with the data and the screener', () => {
  it.each([bank, uncovered])('$symbol: overview names the classification of the company', async (c) => {
    expect(section(await report(c.symbol), 'overview')).toMatchObject({
      sector: c.sector,
      sub_sector: c.sub_sector,
      industry: c.industry,
      sub_industry: c.sub_industry,
    })
  })

  it("overview.market_cap equals the screener's market_cap", async () => {
    const caps = await screened([bank.symbol, uncovered.symbol], 'market_cap')
    for (const { symbol } of [bank, uncovered])
      expect(section(await report(symbol), 'overview').market_cap).toBe(caps.get(symbol))
  })

  it("financials.historical_financials revenue of each year equals the screener's revenue[year]", async () => {
    for (const { symbol } of [bank, uncovered]) {
      const rows = section(await report(symbol), 'financials').historical_financials
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows)
        expect(row.revenue, `${symbol} ${row.year}`).toBe(
          (await screened([symbol], `revenue[${row.year}]`)).get(symbol),
        )
    }
  })

  it(`reports complete fiscal years only (up to ${FISCAL_YEAR}), oldest first`, async () => {
    for (const { symbol } of [bank, uncovered]) {
      const years = section(await report(symbol), 'financials').historical_financials.map((row) => row.year)
      expect(years).toEqual([...years].sort((a, b) => a - b))
      expect(Math.max(...years)).toBeLessThanOrEqual(FISCAL_YEAR)
    }
  })

  it('financials.eps is the eps of the latest reported year; valuation repeats the last close', async () => {
    for (const { symbol } of [bank, uncovered]) {
      const found = await report(symbol)
      const { eps, historical_eps } = section(found, 'financials')
      const latest = Object.keys(historical_eps).sort().at(-1) ?? expect.unreachable('no eps')
      expect(eps).toBe(historical_eps[latest]?.eps)
      expect(section(found, 'valuation').last_close_price).toBe(section(found, 'overview').last_close_price)
    }
  })

  it('historical_dividends: each year totals its payments', async () => {
    for (const { symbol } of [bank, uncovered])
      for (const [year, entry] of Object.entries(section(await report(symbol), 'dividend').historical_dividends)) {
        expect(entry.breakdown.every((payment) => payment.date.startsWith(year))).toBe(true)
        const total = entry.breakdown.reduce((sum, payment) => sum + payment.total, 0)
        expect(entry.total_dividend).toBeCloseTo(total, 6)
      }
  })
})

describe('the IDX report: banks and analyst coverage', () => {
  it(`a bank (${bank.symbol}) reports its banking lines and ratios`, async () => {
    const financials = section(await report(bank.symbol), 'financials')
    const latest = financials.historical_financials.at(-1) ?? expect.unreachable('no years')
    for (const line of BANK_LINES) expect(latest[line], line).not.toBeNull()
    const ratios = financials.historical_financial_ratio.at(-1) ?? expect.unreachable('no ratios')
    for (const [name, value] of Object.entries(bankRatios(ratios))) expect(value, name).not.toBeNull()
  })

  it(`a company that is not a bank (${uncovered.symbol}) has every banking line and ratio null`, async () => {
    const financials = section(await report(uncovered.symbol), 'financials')
    for (const row of financials.historical_financials)
      for (const line of BANK_LINES) expect(row[line], line).toBeNull()
    for (const ratios of financials.historical_financial_ratio)
      for (const [name, value] of Object.entries(bankRatios(ratios))) expect(value, name).toBeNull()
  })

  it(`future is all null for a company without analyst coverage (${uncovered.symbol})`, async () => {
    expect(section(await report(uncovered.symbol), 'future')).toEqual({
      company_value_forecasts: null,
      company_growth_forecasts: null,
      analyst_rating_breakdown: null,
    })
  })

  it(`future is filled for a covered company (${bank.symbol}): forecasts after ${FISCAL_YEAR}, ratings that add up`, async () => {
    const future = section(await report(bank.symbol), 'future')
    const values = future.company_value_forecasts ?? expect.unreachable('no value forecasts')
    const growth = future.company_growth_forecasts ?? expect.unreachable('no growth forecasts')
    const ratings = future.analyst_rating_breakdown ?? expect.unreachable('no ratings')
    expect(values.length).toBeGreaterThan(0)
    for (const row of values) expect(row.estimate_year).toBeGreaterThan(FISCAL_YEAR)
    expect(growth.map((row) => row.estimate_year)).toEqual(values.map((row) => row.estimate_year))
    for (const row of growth) expect(row.base_year).toBe(row.estimate_year - 1)
    const { strong_buy, buy, hold, sell, strong_sell, n_analyst, updated_on } = ratings
    expect(strong_buy + buy + hold + sell + strong_sell).toBe(n_analyst)
    expect(updated_on).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })
})
