import { describe, expect, it } from 'vitest'
import { QUARTERLY_BALANCE_LINES, QUARTERLY_FLOW_LINES } from '../../../shared/catalogue/idx-quarterly-fields'
import { idxQuarterlyFields } from '../../../shared/catalogue/idx-quarterly-fields'
import { LATEST_QUARTER, latestReportedQuarter } from '../core/calendar'
import { generateDemoMarket } from '../index'
import type { IdxQuarterlyRow, IdxYearlyRow } from '../model'

const market = generateDemoMarket({ seed: 5, scale: 1 })
const { companies, yearly, quarterly } = market.idx
const yearRows = new Map(yearly.filter((row) => row.year <= 2025).map((row) => [`${row.symbol} ${row.year}`, row]))
const quartersOf = new Map<string, IdxQuarterlyRow[]>()
for (const row of quarterly) quartersOf.set(row.symbol, [...(quartersOf.get(row.symbol) ?? []), row])
const slugOf = new Map(companies.map((c) => [c.snapshot.symbol ?? '', c.slugs]))

/** Complete years: the four quarters of a year that has a yearly row. */
function completeYears(): { year: IdxYearlyRow; quarters: IdxQuarterlyRow[] }[] {
  const groups = new Map<string, IdxQuarterlyRow[]>()
  for (const row of quarterly)
    groups.set(`${row.symbol} ${row.year}`, [...(groups.get(`${row.symbol} ${row.year}`) ?? []), row])
  return [...groups].flatMap(([key, quarters]) => {
    const year = yearRows.get(key)
    return year !== undefined && quarters.length === 4 ? [{ year, quarters }] : []
  })
}

describe('IDX quarterly statements', () => {
  it.each([
    ['2026-11-20', 2026, 3],
    ['2026-10-31', 2026, 2],
    ['2026-05-01', 2026, 1],
    ['2026-04-15', 2025, 4],
    ['2026-02-01', 2025, 3],
  ])('on %s the latest reported quarter is Q%s of %s', (asOf, year, quarter) => {
    expect(latestReportedQuarter(asOf)).toEqual({ year, quarter })
  })

  it('carry every quarterly field of the catalogue, null when not reported', () => {
    const names = idxQuarterlyFields.map((field) => field.name)
    expect(quarterly.filter((row) => names.some((name) => !(name in row)))).toEqual([])
    expect(names).toHaveLength(44)
  })

  it('run from Q1-2018 (or the first reported year) to the latest quarter, some companies a quarter behind', () => {
    let behind = 0
    for (const [symbol, rows] of quartersOf) {
      const first = rows[0]
      const last = rows.at(-1)
      const firstYear = Math.min(
        ...yearly.filter((row) => row.symbol === symbol && row.year <= 2025).map((row) => row.year),
      )
      expect(first, symbol).toMatchObject({ year: firstYear, quarter: 1 })
      const ordinal = (row: IdxQuarterlyRow | undefined) => (row === undefined ? NaN : row.year * 4 + row.quarter)
      const latest = LATEST_QUARTER.year * 4 + LATEST_QUARTER.quarter
      expect([latest, latest - 1], symbol).toContain(ordinal(last))
      if (ordinal(last) === latest - 1) behind++
      // no gaps
      const steps = rows.slice(1).map((row, i) => ordinal(row) - ordinal(rows[i]))
      expect(
        steps.every((step) => step === 1),
        symbol,
      ).toBe(true)
    }
    expect(behind / quartersOf.size).toBeGreaterThan(0.05)
    expect(behind / quartersOf.size).toBeLessThan(0.3)
  })

  it('add up to the year for flow items, to the rupiah', () => {
    const breaking = completeYears().flatMap(({ year, quarters }) =>
      QUARTERLY_FLOW_LINES.filter((line) => {
        const total = year[line]
        const parts = quarters.map((row) => row[`${line}_q`])
        if (total === null) return parts.some((part) => part !== null)
        return parts.reduce<number>((sum, part) => sum + (part ?? NaN), 0) !== total
      }).map((line) => `${year.symbol} ${year.year} ${line}`),
    )
    expect(breaking).toEqual([])
  })

  it('end the year at the year-end position for balance items', () => {
    const breaking = completeYears().flatMap(({ year, quarters }) =>
      QUARTERLY_BALANCE_LINES.filter((line) => quarters[3]?.[`${line}_q`] !== year[line]).map(
        (line) => `${year.symbol} ${year.year} ${line}`,
      ),
    )
    expect(breaking).toEqual([])
  })

  it('give banks and insurers their own lines, and other companies none', () => {
    const latest = quarterly.filter((row) => row.year === 2025 && row.quarter === 4)
    const banks = latest.filter((row) => slugOf.get(row.symbol)?.subSector === 'banks')
    const insurers = latest.filter((row) => slugOf.get(row.symbol)?.industry === 'insurance')
    const others = latest.filter((row) => slugOf.get(row.symbol)?.sector !== 'financials')
    expect(banks.length).toBeGreaterThan(10)
    expect(banks.every((row) => row.net_interest_income_q !== null && row.total_deposit_q !== null)).toBe(true)
    expect(insurers.length).toBeGreaterThan(3)
    expect(insurers.every((row) => row.premium_income_q !== null)).toBe(true)
    expect(others.every((row) => row.net_interest_income_q === null && row.premium_income_q === null)).toBe(true)
    expect(others.filter((row) => row.revenue_q !== null).length / others.length).toBeGreaterThan(0.9)
  })

  it('continue the year in progress from the year before', () => {
    const inProgress = quarterly.filter((row) => row.year === LATEST_QUARTER.year && row.quarter === 1)
    expect(inProgress.length / quartersOf.size).toBeGreaterThan(0.9)
    const ratios = inProgress.flatMap((row) => {
      const before = quarterly.find((r) => r.symbol === row.symbol && r.year === row.year - 1 && r.quarter === 1)
      return before?.revenue_q && row.revenue_q ? [row.revenue_q / before.revenue_q] : []
    })
    expect(ratios.every((ratio) => ratio > 0.6 && ratio < 1.5)).toBe(true)
  })

  it('keep assets equal to liabilities plus equity at every quarter end', () => {
    const breaking = quarterly.filter(
      (row) =>
        row.total_assets_q !== null &&
        row.total_equity_q !== null &&
        row.total_liabilities_q !== null &&
        row.total_assets_q !== row.total_liabilities_q + row.total_equity_q,
    )
    expect(breaking.map((row) => `${row.symbol} Q${row.quarter}-${row.year}`)).toEqual([])
  })

  it('end at the snapshot’s most recent quarter: the MRQ fields are the latest quarter', () => {
    let compared = 0
    let growthAgrees = 0
    for (const company of companies) {
      const rows = quartersOf.get(company.snapshot.symbol ?? '') ?? []
      const latest = rows.at(-1)
      if (latest === undefined || latest.revenue_q === null) continue
      compared++
      const s = company.snapshot
      expect([latest.revenue_q, latest.earnings_q, latest.total_assets_q, latest.total_equity_q]).toEqual([
        s.total_revenue_mrq,
        s.earnings_mrq,
        s.total_assets_mrq,
        s.total_equity_mrq,
      ])
      const yearAgo = rows.find((row) => row.year === latest.year - 1 && row.quarter === latest.quarter)
      const growth = yearAgo?.revenue_q ? latest.revenue_q / yearAgo.revenue_q - 1 : null
      if (
        growth !== null &&
        s.yoy_quarter_revenue_growth !== null &&
        Math.abs(growth - s.yoy_quarter_revenue_growth) < 1e-9
      )
        growthAgrees++
    }
    expect(compared).toBeGreaterThan(800)
    // the year-ago quarter is pinned unless it would force a negative quarter elsewhere in its year
    expect(growthAgrees / compared).toBeGreaterThan(0.9)
  })
})
