import type { Database, Statement } from 'better-sqlite3'
import { QUARTERLY_BALANCE_LINES, QUARTERLY_FLOW_LINES } from '../../shared/catalogue/idx-quarterly-fields'
import {
  FINANCIAL_SECTOR_METRICS,
  QUARTERLY_STATEMENT_LINES,
  type QuarterlyFinancialRow,
  type QuarterlyStatementLine,
} from '../../shared/api/quarterly-financials'
import { quoteIdent } from '../db/sql'

/** One stored quarter: its period and each line's `<line>_q` column. */
type StoredQuarter = { year: number; quarter: number } & Record<string, number | null>

const LINES = [...QUARTERLY_FLOW_LINES, ...QUARTERLY_BALANCE_LINES]
const stored = new Set<string>(LINES)

/** The quarter's last day: Q1 → YYYY-03-31, as the real service dates its statements. */
export const quarterEnd = (year: number, quarter: number): string =>
  `${String(year)}-${['03-31', '06-30', '09-30', '12-31'][quarter - 1] ?? '12-31'}`

const sum = (...values: (number | null)[]): number | null =>
  values.some((value) => value === null) ? null : values.reduce<number>((total, value) => total + (value ?? 0), 0)

/**
 * The answer's lines from a stored quarter: the lines the screener serves as `<line>_q` under their names, the few
 * the answer names differently from their columns, and the identities the statements imply (net cash flow, non-
 * current assets); a line the demo market does not model (minorities, stockholders' equity apart from equity) is null.
 */
function statementLines(q: StoredQuarter): Record<QuarterlyStatementLine, number | null> {
  const line = (name: string) => (stored.has(name) ? (q[`${name}_q`] ?? null) : null)
  const lines = Object.fromEntries(QUARTERLY_STATEMENT_LINES.map((name) => [name, line(name)])) as Record<
    QuarterlyStatementLine,
    number | null
  >
  lines.total_current_asset = line('current_assets')
  lines.total_non_current_liabilities = line('non_current_liabilities')
  const assets = line('total_assets')
  const current = line('current_assets')
  lines.total_non_current_assets = assets === null || current === null ? null : assets - current
  lines.net_cash_flow = sum(line('operating_cash_flow'), line('investing_cash_flow'), line('financing_cash_flow'))
  return lines
}

/** The quarterly statements behind `/v2/financials/quarterly/` and the report dates behind its helper list. */
export class QuarterlyStore {
  private readonly company: Statement<[string], { sector_slug: string }>
  private readonly quarters: Statement<[string], StoredQuarter>
  private readonly periods: Statement<[string], { year: number; quarter: number }>

  constructor(db: Database) {
    this.company = db.prepare('SELECT sector_slug FROM idx_companies WHERE symbol = ?')
    const range = db.prepare<[], { first: number | null; last: number | null }>(
      'SELECT MIN(year) AS first, MAX(year) AS last FROM idx_quarterly',
    )
    const { first, last } = range.get() ?? { first: null, last: null }
    // the table is keyed (year, quarter, symbol): every year and quarter named, so a company's quarters are point
    // reads of the key rather than a scan of every company's
    const years = first === null || last === null ? [] : Array.from({ length: last - first + 1 }, (_, i) => first + i)
    const ofCompany = `FROM idx_quarterly
      WHERE year IN (${years.length === 0 ? 'NULL' : years.join(', ')}) AND quarter IN (1, 2, 3, 4) AND symbol = ?`
    const columns = LINES.map((name) => quoteIdent(`${name}_q`)).join(', ')
    this.quarters = db.prepare(`SELECT year, quarter, ${columns} ${ofCompany} ORDER BY year DESC, quarter DESC`)
    this.periods = db.prepare(`SELECT year, quarter ${ofCompany} ORDER BY year, quarter`)
  }

  /** The company's report dates by fiscal year, oldest first: `{"2026": [["2026-03-31", "q1"], ...]}`. */
  dates(symbol: string): Record<string, [string, string][]> {
    const byYear: Record<string, [string, string][]> = {}
    for (const { year, quarter } of this.periods.all(symbol))
      (byYear[String(year)] ??= []).push([quarterEnd(year, quarter), `q${String(quarter)}`])
    return byYear
  }

  /** The company's quarters, latest first, as the endpoint answers them; undefined when it is not listed. */
  statements(symbol: string): QuarterlyFinancialRow[] | undefined {
    const company = this.company.get(symbol)
    if (company === undefined) return undefined
    const financial = company.sector_slug === 'financials'
    return this.quarters.all(symbol).map((q) => {
      const metrics = Object.fromEntries(
        FINANCIAL_SECTOR_METRICS.map((name) => [name, stored.has(name) ? (q[`${name}_q`] ?? null) : null]),
      ) as Record<(typeof FINANCIAL_SECTOR_METRICS)[number], number | null>
      return {
        symbol,
        ...(financial ? { financials_sector_metrics: metrics } : {}),
        date: quarterEnd(q.year, q.quarter),
        ...statementLines(q),
      }
    })
  }
}
