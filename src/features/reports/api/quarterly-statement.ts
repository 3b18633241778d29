import type { QuarterlyFinancialRow, QuarterlyStatementLine } from '../../../shared/api/quarterly-financials'
import { change, type Change } from '../../../lib/figures'
import { QUARTERS_SHOWN } from '../../../lib/reports/report-queries'
import type { ReportsKey } from '../text'
import { BANK_BALANCE, BANK_INCOME, COMPANY_INCOME, line } from './statement-labels'
import { STATEMENTS, type Statement } from './statement-lines'

type BankLine = keyof NonNullable<QuarterlyFinancialRow['financials_sector_metrics']>
type LineKey = QuarterlyStatementLine | BankLine
/** Banks and insurers publish their own lines (interest and loans; premiums) instead of gross profit and the like. */
export type CompanyKind = 'bank' | 'insurer' | 'company'

type Lines = Record<Statement, readonly { key: LineKey; label: ReportsKey }[]>

const CASH_FLOW = [
  line('operating_cash_flow'), line('investing_cash_flow'),
  line('financing_cash_flow'), line('free_cash_flow'),
] // prettier-ignore

const LINES: Record<CompanyKind, Lines> = {
  company: {
    'Income statement': COMPANY_INCOME,
    'Balance sheet': [
      line('total_assets'), line('total_current_asset'),
      line('cash_and_short_term_investments'),
      line('total_liabilities'), line('current_liabilities'),
      line('total_debt'), line('total_equity'),
    ],
    'Cash flow': CASH_FLOW,
  },
  bank: { 'Income statement': BANK_INCOME, 'Balance sheet': BANK_BALANCE, 'Cash flow': CASH_FLOW },
  insurer: {
    'Income statement': [
      line('premium_income'), line('premium_expense'),
      line('net_premium_income'), line('revenue'),
      line('operating_expense'), line('earnings_before_tax'),
      line('tax'), line('earnings'),
    ],
    'Balance sheet': [
      line('total_assets'), line('cash_and_short_term_investments'),
      line('total_liabilities'), line('total_equity'),
    ],
    'Cash flow': CASH_FLOW,
  },
} // prettier-ignore

/** A quarter by its end date: "Q1 2026" for 2026-03-31 (IDX companies report on calendar quarters). */
export function quarterLabel(date: string): string {
  const month = Number(date.slice(5, 7))
  return `Q${String(Math.max(1, Math.ceil(month / 3)))} ${date.slice(0, 4)}`
}

/** A bank reports loans or deposits; an insurer premiums; anyone else is an ordinary company. */
export function companyKind(rows: readonly QuarterlyFinancialRow[]): CompanyKind {
  const banking = (row: QuarterlyFinancialRow) => {
    const metrics = row.financials_sector_metrics
    return (
      metrics !== undefined &&
      [metrics.total_deposit, metrics.gross_loan, metrics.net_interest_income].some((value) => value !== null)
    )
  }
  if (rows.some(banking)) return 'bank'
  if (rows.some((row) => row.premium_income !== null || row.net_premium_income !== null)) return 'insurer'
  return 'company'
}

/** A quarter's lines in one flat record: the statement lines and, for banks, the sector metrics beside them. */
function flatten(row: QuarterlyFinancialRow): Map<string, number | null> {
  const all: Partial<Record<string, unknown>> = { ...row.financials_sector_metrics, ...row }
  return new Map(Object.entries(all).map(([key, value]) => [key, typeof value === 'number' ? value : null]))
}

/** One line's figure of one quarter, with its change against the quarter before and the same quarter a year before. */
export interface QuarterCell {
  value: number | null
  qoq: Change
  yoy: Change
}

export interface QuarterlyLine {
  id: string
  statement: Statement
  label: ReportsKey
  /** by quarter end date */
  cells: Record<string, QuarterCell>
}

export interface QuarterlyTable {
  /** quarter end dates, latest first: the columns */
  quarters: string[]
  kind: CompanyKind
  lines: QuarterlyLine[]
}

/** The quarter before (`back` 1) or the same quarter a year before (`back` 4), by label: "Q1 2026" → "Q4 2025". */
function quarterBefore(date: string, back: 1 | 4): string {
  const index = Number(date.slice(0, 4)) * 4 + Math.ceil(Number(date.slice(5, 7)) / 3) - 1 - back
  return `Q${String((index % 4) + 1)} ${String(Math.floor(index / 4))}`
}

/**
 * The last 12 quarters as lines × quarters, latest first. Each figure carries its change against the quarter
 * before (QoQ) and against the same quarter a year before (YoY), "n.m." on a base of zero or less. A line no
 * quarter reports is left out; a quarter missing a line shows it as not reported.
 */
export function quarterlyTable(rows: readonly QuarterlyFinancialRow[]): QuarterlyTable {
  const byDate = new Map(rows.map((row) => [row.date, flatten(row)]))
  const all = [...byDate.keys()].sort((a, b) => b.localeCompare(a))
  const quarters = all.slice(0, QUARTERS_SHOWN)
  const dateOfQuarter = new Map(all.map((date) => [quarterLabel(date), date]))
  const kind = companyKind(rows)
  const lines = STATEMENTS.flatMap((statement) =>
    LINES[kind][statement].map(({ key, label }) => ({
      id: `${statement}:${key}`,
      statement,
      label,
      cells: Object.fromEntries(
        quarters.map((date) => {
          const value = byDate.get(date)?.get(key) ?? null
          const figureOf = (label: string) => {
            const other = dateOfQuarter.get(label)
            return other === undefined ? null : (byDate.get(other)?.get(key) ?? null)
          }
          const qoq = change(value, figureOf(quarterBefore(date, 1)))
          return [date, { value, qoq, yoy: change(value, figureOf(quarterBefore(date, 4))) }]
        }),
      ),
    })),
  )
  const reported = lines.filter((candidate) => Object.values(candidate.cells).some((cell) => cell.value !== null))
  return { quarters, kind, lines: reported }
}
