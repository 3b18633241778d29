import type { HISTORICAL_FINANCIAL_KEYS } from '../../../shared/api/idx-report'
import { change, fiscalYear, type Change } from '../../../lib/figures'
import type { Currency } from '../../../lib/format'
import { isBank, type FinancialYear } from './financial-selects'
import type { ReportsKey, ReportsT } from '../text'
import { BANK_BALANCE, BANK_INCOME, COMPANY_INCOME, line } from './statement-labels'

type LineKey = (typeof HISTORICAL_FINANCIAL_KEYS)[number]
export type Statement = 'Income statement' | 'Balance sheet' | 'Cash flow'

/** The lines of an ordinary company's statements, in reading order. */
const COMPANY_LINES: Record<Statement, readonly { key: LineKey; label: ReportsKey }[]> = {
  'Income statement': COMPANY_INCOME,
  'Balance sheet': [
    line('total_assets'), line('current_assets'),
    line('cash_and_equivalents'), line('total_liabilities'),
    line('current_liabilities'), line('total_debt'),
    line('total_equity'),
  ],
  'Cash flow': [
    line('operating_cash_flow'), line('investing_cash_flow'),
    line('financing_cash_flow'), line('capital_expenditure'),
    line('free_cash_flow'),
  ],
} // prettier-ignore

/** A bank's statements: interest income and loans and deposits instead of gross profit and current items. */
const BANK_LINES: Record<Statement, readonly { key: LineKey; label: ReportsKey }[]> = {
  'Income statement': BANK_INCOME,
  'Balance sheet': BANK_BALANCE,
  'Cash flow': COMPANY_LINES['Cash flow'],
}

export const STATEMENTS: readonly Statement[] = ['Income statement', 'Balance sheet', 'Cash flow']

/** Each statement's title in the catalogue (the statement's English name stays its id in lines and keys). */
export const STATEMENT_TITLES: Record<Statement, ReportsKey> = {
  'Income statement': 'statement.income',
  'Balance sheet': 'statement.balance',
  'Cash flow': 'statement.cashFlow',
}

/** A line's label: its message in the catalogue, or, for a line the API names itself (SGX), that name as sent. */
export type LineLabel = ReportsKey | { readonly text: string }

/** A line's label in the language shown. */
export const lineText = (t: ReportsT, label: LineLabel): string => (typeof label === 'string' ? t(label) : label.text)

/** One line of a statement with its value and change for each year. */
export interface StatementLine {
  id: string
  statement: Statement
  label: LineLabel
  cells: Record<number, { value: number | null; change: Change }>
}

export interface StatementTable {
  /** fiscal years, latest first: the columns */
  years: number[]
  bank: boolean
  lines: StatementLine[]
  /** stated once above the table: the amounts are divided by `divisor` ("IDR billions" for 1e9) */
  unit: { divisor: number; currency: Currency }
}

/** IDX statements are read in billions of rupiah, as the exchange's own filings summarise them. */
export const IDX_STATEMENT_UNIT = { divisor: 1e9, currency: 'IDR' } as const

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
