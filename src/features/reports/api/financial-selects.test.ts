import { describe, expect, it } from 'vitest'
import type { IdxReport } from '../../../shared/api/idx-report'
import { balanceSheet, cashFlows, type FinancialYear } from './financial-selects'

/** A report holding only the given financial years (the selects read nothing else). */
const reportOf = (years: readonly Partial<FinancialYear>[]) =>
  ({ financials: { historical_financials: years } }) as unknown as IdxReport

describe('the yearly financial series', () => {
  it('give the balance sheet oldest year first, labelled, with an unreported figure left null', () => {
    const report = reportOf([
      { year: 2024, total_assets: 900, total_liabilities: 500, total_equity: 400 },
      { year: 2023, total_assets: 800, total_liabilities: null, total_equity: 350 },
    ])
    expect(balanceSheet(report)).toEqual([
      { label: 'FY2023', assets: 800, liabilities: null, equity: 350 },
      { label: 'FY2024', assets: 900, liabilities: 500, equity: 400 },
    ])
  })

  it('name each cash flow after its chart line', () => {
    const year = { year: 2025, operating_cash_flow: 30, investing_cash_flow: -12, financing_cash_flow: -8 }
    expect(cashFlows(reportOf([{ ...year, free_cash_flow: 18 }]))).toEqual([
      { label: 'FY2025', operating: 30, investing: -12, financing: -8, free: 18 },
    ])
  })
})
