import { describe, expect, it } from 'vitest'
import {
  QUARTERLY_STATEMENT_LINES,
  quarterlyFinancialRow,
  type QuarterlyFinancialRow,
} from '../../../shared/api/quarterly-financials'
import { companyKind, quarterLabel, quarterlyTable } from './quarterly-statement'

/** A quarter where every line is missing except those given. */
function quarter(date: string, lines: Partial<Record<string, number>>, bank?: Partial<Record<string, number>>) {
  const row = quarterlyFinancialRow.parse({
    symbol: 'TEST.JK',
    date,
    ...Object.fromEntries(QUARTERLY_STATEMENT_LINES.map((name) => [name, lines[name] ?? null])),
  })
  return bank === undefined ? row : { ...row, financials_sector_metrics: { ...emptyBank(), ...bank } }
}
const emptyBank = (): NonNullable<QuarterlyFinancialRow['financials_sector_metrics']> => ({
  interest_income: null, interest_expense: null, net_interest_income: null, gross_loan: null,
  allowance_for_loans: null, net_loan: null, total_earning_assets: null, current_account: null,
  savings_account: null, time_deposit: null, total_deposit: null, other_interest_bearing_liabilities: null,
  total_cash_and_due_from_banks: null,
}) // prettier-ignore

const QUARTER_ENDS = ['03-31', '06-30', '09-30', '12-31']
/** Fourteen quarters from Q1 2023, revenue 100, 110, 120, … */
const ROWS = Array.from({ length: 14 }, (_, index) =>
  quarter(`${String(2023 + Math.floor(index / 4))}-${QUARTER_ENDS[index % 4] ?? ''}`, { revenue: 100 + index * 10 }),
)

describe('quarterly statements', () => {
  it('names quarters by their end date', () => {
    expect(quarterLabel('2026-03-31')).toBe('Q1 2026')
    expect(quarterLabel('2025-12-31')).toBe('Q4 2025')
  })

  it('shows the latest 12 quarters, latest first, with QoQ and YoY against the same quarter a year before', () => {
    const table = quarterlyTable([...ROWS].reverse())
    expect(table.quarters).toHaveLength(12)
    expect(table.quarters[0]).toBe('2026-06-30')
    expect(table.quarters.at(-1)).toBe('2023-09-30')
    const revenue = table.lines.find((line) => line.label === 'line.revenue')
    expect(revenue?.cells['2026-06-30']).toEqual({ value: 230, qoq: (230 - 220) / 220, yoy: (230 - 190) / 190 })
    // the oldest quarter shown still has a QoQ (the quarter before it was fetched) but no year before it
    expect(revenue?.cells['2023-09-30']).toEqual({ value: 120, qoq: (120 - 110) / 110, yoy: null })
    // a line no quarter reports is left out
    expect(table.lines.map((line) => line.label)).toEqual(['line.revenue'])
    expect(table.kind).toBe('company')
  })

  it('says "n.m." for a change on a base of zero or less, and keeps a missing figure missing', () => {
    const table = quarterlyTable([
      quarter('2025-03-31', { earnings: -50 }),
      quarter('2025-06-30', { earnings: 0 }),
      quarter('2025-09-30', {}),
      quarter('2026-03-31', { earnings: 40 }),
      quarter('2026-06-30', { earnings: 30 }),
    ])
    const earnings = table.lines.find((line) => line.label === 'line.earnings')?.cells
    expect(earnings?.['2026-03-31']).toEqual({ value: 40, qoq: null, yoy: 'n.m.' })
    expect(earnings?.['2026-06-30']).toEqual({ value: 30, qoq: (30 - 40) / 40, yoy: 'n.m.' })
    expect(earnings?.['2025-09-30']).toEqual({ value: null, qoq: null, yoy: null })
  })

  it('gives banks and insurers their own lines', () => {
    const bank = [quarter('2026-03-31', { earnings: 5 }, { net_interest_income: 20, total_deposit: 900 })]
    expect(companyKind(bank)).toBe('bank')
    expect(quarterlyTable(bank).lines.map((line) => line.label)).toEqual([
      'line.net_interest_income',
      'line.earnings',
      'line.total_deposit',
    ])
    const insurer = [quarter('2026-03-31', { premium_income: 70, earnings: 5 })]
    expect(companyKind(insurer)).toBe('insurer')
    expect(quarterlyTable(insurer).lines.map((line) => line.label)).toEqual(['line.premium_income', 'line.earnings'])
  })
})
