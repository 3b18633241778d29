import type { HISTORICAL_FINANCIAL_KEYS } from '../../../shared/api/idx-report'
import { change, fiscalYear, type Change } from '../../../lib/figures'
import { isBank, type FinancialYear } from './financial-selects'
import { BANK_BALANCE, BANK_INCOME, COMPANY_INCOME } from './statement-labels'

type LineKey = (typeof HISTORICAL_FINANCIAL_KEYS)[number]
export type Statement = 'Income statement' | 'Balance sheet' | 'Cash flow'

const line = (key: LineKey, label: string) => ({ key, label })

/** The lines of an ordinary company's statements, in reading order. */
const COMPANY_LINES: Record<Statement, readonly { key: LineKey; label: string }[]> = {
  'Income statement': COMPANY_INCOME,
  'Balance sheet': [
    line('total_assets', 'Total assets'), line('current_assets', 'Current assets'),
    line('cash_and_equivalents', 'Cash and equivalents'), line('total_liabilities', 'Total liabilities'),
    line('current_liabilities', 'Current liabilities'), line('total_debt', 'Total debt'),
    line('total_equity', 'Total equity'),
  ],
  'Cash flow': [
    line('operating_cash_flow', 'Operating cash flow'), line('investing_cash_flow', 'Investing cash flow'),
    line('financing_cash_flow', 'Financing cash flow'), line('capital_expenditure', 'Capital expenditure'),
    line('free_cash_flow', 'Free cash flow'),
  ],
} // prettier-ignore

/** A bank's statements: interest income and loans and deposits instead of gross profit and current items. */
const BANK_LINES: Record<Statement, readonly { key: LineKey; label: string }[]> = {
  'Income statement': BANK_INCOME,
  'Balance sheet': BANK_BALANCE,
  'Cash flow': COMPANY_LINES['Cash flow'],
}

export const STATEMENTS: readonly Statement[] = ['Income statement', 'Balance sheet', 'Cash flow']

/** One line of a statement with its value and change for each year. */
export interface StatementLine {
  id: string
  statement: Statement
  label: string
  cells: Record<number, { value: number | null; change: Change }>
}

export interface StatementTable {
  /** fiscal years, latest first: the columns */
  years: number[]
  bank: boolean
  lines: StatementLine[]
  /** stated once above the table */
  unit: { divisor: number; unit: string }
}

/** IDX statements are read in billions of rupiah, as the exchange's own filings summarise them. */
export const IDX_STATEMENT_UNIT = { divisor: 1e9, unit: 'IDR billions' } as const

/** The statements as lines × years, latest year first, with year-on-year change on a positive base only. */
export function statementTable(years: readonly FinancialYear[]): StatementTable {
  const bank = isBank(years)
  const byYear = new Map(years.map((year) => [year.year, year]))
  const columns = [...byYear.keys()].sort((a, b) => b - a)
  const lines = STATEMENTS.flatMap((statement) =>
    (bank ? BANK_LINES : COMPANY_LINES)[statement].map(({ key, label }) => ({
      id: `${statement}:${key}`,
      statement,
      label,
      cells: Object.fromEntries(
        columns.map((year) => {
          const value = byYear.get(year)?.[key] ?? null
          return [year, { value, change: change(value, byYear.get(year - 1)?.[key]) }]
        }),
      ),
    })),
  )
  // a line no year reports is noise; a line with some years missing shows them as "not reported"
  const reported = lines.filter((candidate) => Object.values(candidate.cells).some((cell) => cell.value !== null))
  return { years: columns, bank, lines: reported, unit: IDX_STATEMENT_UNIT }
}

export const yearLabel = fiscalYear
