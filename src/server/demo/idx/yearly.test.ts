import { describe, expect, it } from 'vitest'
import { idxYearlyFields } from '../../../shared/catalogue/idx-yearly-fields'
import { generateDemoMarket } from '../index'
import type { IdxYearlyRow } from '../model'

const market = generateDemoMarket({ seed: 11, scale: 1 })
const { companies, yearly } = market.idx
const reported = yearly.filter((row) => row.year <= 2025)
const forecasts = yearly.filter((row) => row.year > 2025)
const companyOf = new Map(companies.map((c) => [c.snapshot.symbol, c]))
const rowsOf = new Map<string, IdxYearlyRow[]>()
for (const row of reported) rowsOf.set(row.symbol, [...(rowsOf.get(row.symbol) ?? []), row])
const fieldsOf = (group: string) => idxYearlyFields.filter((f) => f.group === group).map((f) => f.name)
const n = (value: number | null) => value ?? NaN
const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(p * (values.length - 1))] ?? NaN

/** The rows (as "SYMBOL year") for which `holds` is false: one assertion per rule keeps failures readable. */
const breaking = (rows: readonly IdxYearlyRow[], holds: (row: IdxYearlyRow) => boolean) =>
  rows.filter((row) => !holds(row)).map((row) => `${row.symbol} ${row.year}`)
/** Whole-IDR amounts: identities between them hold to the rupiah. */
const sums = (total: number | null, ...parts: (number | null)[]) =>
  total === parts.reduce<number>((sum, part) => sum + n(part), 0)
const near = (a: number | null, b: number) => Math.abs(n(a) - b) <= 1e-9 * Math.max(1, Math.abs(b))
const within = (value: number | null, min: number, max: number) => n(value) >= min && n(value) <= max

describe('IDX yearly rows', () => {
  it('carry every catalogue field, null when missing', () => {
    const names = idxYearlyFields.map((f) => f.name)
    expect(yearly.filter((row) => names.some((name) => !(name in row)))).toEqual([])
  })

  it('cover 2018–2025, none before the listing year; some companies lack an early year or two', () => {
    let missingEarly = 0
    for (const company of companies) {
      const years = (rowsOf.get(company.snapshot.symbol ?? '') ?? []).map((r) => r.year)
      const listed = Number((company.snapshot.listing_date ?? '').slice(0, 4))
      for (const year of years) expect(year).toBeGreaterThanOrEqual(Math.max(2018, listed))
      if (listed <= 2025) expect(years.at(-1)).toBe(2025)
      if (listed < 2018 && years[0] !== 2018) missingEarly++
    }
    expect(missingEarly / companies.length).toBeGreaterThan(0.04)
    expect(missingEarly / companies.length).toBeLessThan(0.15)
  })

  it('show about 24 % of companies making a loss each year', () => {
    for (let year = 2018; year <= 2025; year++) {
      const rows = reported.filter((r) => r.year === year)
      const losses = rows.filter((r) => n(r.earnings) < 0).length / rows.length
      expect(losses).toBeGreaterThan(0.19)
      expect(losses).toBeLessThan(0.29)
    }
  })

  it('follow the calibrated revenue, growth, margin and asset distributions', () => {
    const rows2025 = reported.filter((r) => r.year === 2025)
    const expectWithinFactor = (actual: number, expected: number, factor: number) => {
      expect(Math.abs(Math.log(actual / expected))).toBeLessThan(Math.log(factor))
    }
    const revenue = rows2025.map((r) => n(r.revenue))
    expectWithinFactor(percentile(revenue, 0.25), 1.1e11, 1.5)
    expectWithinFactor(percentile(revenue, 0.5), 1.2e12, 1.3)
    expectWithinFactor(percentile(revenue, 0.75), 4.3e12, 1.3)
    const assets = rows2025.map((r) => n(r.total_assets))
    expectWithinFactor(percentile(assets, 0.5), 2.4e12, 1.3)
    const margins = reported.flatMap((r) => (r.net_profit_margin === null ? [] : [r.net_profit_margin]))
    expect(percentile(margins, 0.5)).toBeCloseTo(0.052, 1)
    expect(percentile(margins, 0.75)).toBeCloseTo(0.126, 1)
    const growth = reported.flatMap((r) => {
      const before = rowsOf.get(r.symbol)?.find((p) => p.year === r.year - 1)
      return before && n(before.revenue) > 0 && n(r.revenue) > 0 ? [n(r.revenue) / n(before.revenue) - 1] : []
    })
    expect(percentile(growth, 0.25)).toBeCloseTo(-0.08, 1)
    expect(percentile(growth, 0.5)).toBeCloseTo(0.047, 1)
    expect(percentile(growth, 0.75)).toBeCloseTo(0.16, 1)
  })

  it('include companies with no revenue at all', () => {
    const empty = reported.filter((r) => r.year === 2025 && r.revenue === 0)
    expect(empty.length).toBeGreaterThan(3)
    for (const row of empty) expect(row.net_profit_margin).toBeNull()
  })

  it('keep the income statement, balance sheet and cash flow identities', () => {
    const rules: [string, (r: IdxYearlyRow) => boolean][] = [
      ['gross profit', (r) => sums(r.revenue, r.cost_of_revenue, r.gross_profit)],
      ['operating profit', (r) => sums(r.gross_profit, r.operating_expense, r.operating_pnl)],
      ['ebit', (r) => sums(r.ebit, r.operating_pnl, r.non_operating_income_or_loss)],
      ['pre-tax', (r) => sums(r.ebit, r.earnings_before_tax, r.interest_expense_non_operating ?? 0)],
      ['earnings', (r) => sums(r.earnings_before_tax, r.tax, r.earnings)],
      ['ebitda', (r) => n(r.ebitda) >= n(r.ebit)],
      ['balance sheet', (r) => sums(r.total_assets, r.total_liabilities, r.total_equity)],
      ['net debt', (r) => r.net_debt === n(r.total_debt) - n(r.cash_and_equivalents)],
      ['free cash flow', (r) => r.free_cash_flow === n(r.operating_cash_flow) - n(r.capital_expenditure)],
      [
        'net cash flow',
        (r) => sums(r.net_cash_flow, r.operating_cash_flow, r.investing_cash_flow, r.financing_cash_flow),
      ],
      ['cash in and out', (r) => r.cash_inflow === n(r.cash_outflow) + n(r.net_cash_flow)],
      ['eps', (r) => near(r.eps, n(r.earnings) / n(r.outstanding_shares))],
      ['whole rupiah', (r) => [r.revenue, r.earnings, r.total_assets, r.operating_cash_flow].every(Number.isInteger)],
    ]
    for (const [rule, holds] of rules)
      expect({ rule, breaking: breaking(reported, holds) }).toEqual({ rule, breaking: [] })
  })

  it('derive ratios from the same year (margins, returns, leverage, multiples)', () => {
    const rules: [string, (r: IdxYearlyRow) => boolean][] = [
      ['net margin', (r) => n(r.revenue) <= 0 || near(r.net_profit_margin, n(r.earnings) / n(r.revenue))],
      ['roe', (r) => n(r.total_equity) <= 0 || near(r.roe, n(r.earnings) / n(r.total_equity))],
      ['roa', (r) => near(r.roa, n(r.earnings) / n(r.total_assets))],
      ['debt to assets', (r) => near(r.debt_to_asset_ratio, n(r.total_debt) / n(r.total_assets))],
      // both multiples are the year-end market cap over their base
      [
        'pe and pb',
        (r) =>
          r.pe === null || r.pb === null || Math.abs((r.pe * n(r.earnings)) / (r.pb * n(r.total_equity)) - 1) < 1e-9,
      ],
      ['no pe on a loss', (r) => (n(r.earnings) > 0 ? true : r.pe === null)],
      ['peg', (r) => r.peg === null || near(r.peg, n(r.pe) / (n(r.eps_growth) * 100))],
    ]
    for (const [rule, holds] of rules)
      expect({ rule, breaking: breaking(reported, holds) }).toEqual({ rule, breaking: [] })
  })

  it('compute peer averages over positive peer values of the same year and sub-industry', () => {
    const row = reported.find(
      (r) => r.year === 2024 && companyOf.get(r.symbol)?.slugs.subIndustry === 'coal-production',
    )
    const peers = reported.filter(
      (r) => r.year === 2024 && companyOf.get(r.symbol)?.slugs.subIndustry === 'coal-production' && n(r.pe) > 0,
    )
    expect(peers.length).toBeGreaterThanOrEqual(3)
    expect(row?.pe_peer_avg).toBeCloseTo(peers.reduce((s, p) => s + n(p.pe), 0) / peers.length, 8)
    for (const r of reported) {
      for (const avg of [r.pe_peer_avg, r.pb_peer_avg, r.ps_peer_avg]) if (avg !== null) expect(avg).toBeGreaterThan(0)
    }
  })

  it('fill banking fields for banks only, with Indonesian-bank ratios', () => {
    const banking = fieldsOf('banking')
    const isBank = (r: IdxYearlyRow) => companyOf.get(r.symbol)?.slugs.subSector === 'banks'
    expect(breaking(reported, (r) => banking.every((field) => (r[field] === null) === !isBank(r)))).toEqual([])
    const banks = reported.filter(isBank)
    const rules: [string, (r: IdxYearlyRow) => boolean][] = [
      ['leverage 8–10×', (r) => within(n(r.total_assets) / n(r.total_equity), 7.9, 10.1)],
      ['CASA 0.5–0.8', (r) => within(r.casa_ratio, 0.5, 0.8)],
      ['LDR 0.7–0.95', (r) => within(r.loan_to_deposit_ratio, 0.7, 0.95)],
      ['CAR 0.18–0.30', (r) => within(r.capital_adequacy_ratio, 0.18, 0.3)],
      ['NIM 0.03–0.07', (r) => within(r.net_interest_margin, 0.03, 0.07)],
      ['deposits', (r) => sums(r.total_deposit, r.current_account, r.savings_account, r.time_deposit)],
      ['loans', (r) => sums(r.gross_loan, r.net_loan, r.allowance_for_loans)],
      ['net interest', (r) => r.net_interest_income === n(r.interest_income) - n(r.interest_expense)],
    ]
    for (const [rule, holds] of rules)
      expect({ rule, breaking: breaking(banks, holds) }).toEqual({ rule, breaking: [] })
  })

  it('fill insurance fields for insurers only', () => {
    const insurance = fieldsOf('insurance')
    const isInsurer = (r: IdxYearlyRow) => companyOf.get(r.symbol)?.slugs.subSector === 'insurance'
    expect(breaking(reported, (r) => insurance.every((field) => (r[field] === null) === !isInsurer(r)))).toEqual([])
    const insurers = reported.filter(isInsurer)
    expect(breaking(insurers, (r) => r.net_premium_income === n(r.premium_income) - n(r.premium_expense))).toEqual([])
  })

  it('hold only forecast fields in 2026 and 2027, for the covered quarter of the market', () => {
    const forecast = new Set(fieldsOf('forecast'))
    const others = idxYearlyFields.filter((f) => !forecast.has(f.name)).map((f) => f.name)
    expect(breaking(forecasts, (r) => [2026, 2027].includes(r.year))).toEqual([])
    expect(breaking(forecasts, (r) => others.every((field) => r[field] === null))).toEqual([])
    expect(
      breaking(forecasts, (r) => r.forecast_revenue_estimate !== null && r.forecast_eps_estimate !== null),
    ).toEqual([])
    const covered = new Set(forecasts.map((r) => r.symbol))
    expect(covered.size / companies.length).toBeCloseTo(0.25, 1)
    expect([...covered].filter((symbol) => !companyOf.get(symbol)?.analystRatings)).toEqual([])
    expect(breaking(reported, (r) => r.forecast_eps_estimate === null)).toEqual([])
  })
})

describe('IDX dividends', () => {
  it('match the yearly totals and yields, payment by payment', () => {
    const mismatches: string[] = []
    for (const company of companies) {
      const dividends = company.dividends
      for (const row of rowsOf.get(company.snapshot.symbol ?? '') ?? []) {
        const paid = dividends.filter((d) => d.date.startsWith(String(row.year)))
        const total = paid.reduce((s, d) => s + d.total, 0)
        const totalYield = paid.reduce((s, d) => s + (d.yield ?? 0), 0)
        const consistent =
          paid.length === 0
            ? row.total_dividend === null && row.total_yield === null
            : paid.length <= 2 && Math.abs(n(row.total_dividend) - total) < 1e-6 && near(row.total_yield, totalYield)
        if (!consistent) mismatches.push(`${row.symbol} ${row.year}`)
      }
      const dates = dividends.map((d) => d.date)
      expect(dates).toEqual([...dates].sort())
      expect(dates.filter((date) => date <= (company.snapshot.listing_date ?? ''))).toEqual([])
    }
    expect(mismatches).toEqual([])
  })

  it('are paid by a minority each year, mostly yielding 1–8 % with a few above 10 %', () => {
    const rows2025 = reported.filter((r) => r.year === 2025)
    const payers = rows2025.filter((r) => r.total_dividend !== null)
    expect(payers.length / rows2025.length).toBeGreaterThan(0.25)
    expect(payers.length / rows2025.length).toBeLessThan(0.5)
    const yields = reported.flatMap((r) => (r.total_yield === null ? [] : [r.total_yield]))
    const within = yields.filter((y) => y >= 0.01 && y <= 0.08).length / yields.length
    const above10 = yields.filter((y) => y > 0.1).length / yields.length
    expect(within).toBeGreaterThan(0.6)
    expect(above10).toBeGreaterThan(0)
    expect(above10).toBeLessThan(0.1)
  })
})
