import type { Database, Statement } from 'better-sqlite3'
import {
  SGX_BALANCE_METRICS,
  SGX_CASH_FLOW_METRICS,
  SGX_INCOME_METRICS,
  type SgxReport,
  type SgxReportSection,
} from '../../shared/api/sgx-report'
import { sgxSnapshotFields, sgxYearlyFields } from '../../shared/catalogue/sgx-fields'
import type { DataFacts } from '../db/facts'
import { decodeRow, prepareRowQueries, type RawRow } from '../db/rows'
import type { SgxSnapshotRow, SgxYearlyRow } from '../demo/model'
import { allTimePrice, dividendHistory, dividendOf } from './common'

type Section<K extends keyof SgxReport> = NonNullable<SgxReport[K]>
type YearEntry = Section<'financials'>['historical_financials'][string]

/** The non-null values of `keys`, or nothing at all when the company does not report any of them that year. */
function metrics<const K extends string>(row: Readonly<Record<string, unknown>>, keys: readonly K[]) {
  const present = keys.flatMap((key) => {
    const value = row[key]
    return typeof value === 'number' ? [[key, value] as const] : []
  })
  return present.length > 0 ? (Object.fromEntries(present) as Partial<Record<K, number>>) : undefined
}

/**
 * One year of SGX financials: revenue and earnings always; for the companies that report in detail, the statement
 * blocks with the date the year closed and when the figures were last updated (as the real report).
 */
function yearEntry(row: SgxYearlyRow): YearEntry {
  const cashFlow = metrics(row, SGX_CASH_FLOW_METRICS)
  const income = metrics(row, SGX_INCOME_METRICS)
  const balance = metrics(row, SGX_BALANCE_METRICS)
  const detailed = cashFlow !== undefined || income !== undefined || balance !== undefined
  return {
    revenue: row.revenue,
    earnings: row.earnings,
    ...(detailed && {
      date: `${row.year}-12-31`,
      updated_on: `${row.year + 1}-03-31T00:00:00+00:00`,
      ...(cashFlow && { cash_flow_metrics: cashFlow }),
      ...(income && { income_stmt_metrics: income }),
      ...(balance && { balance_sheet_metrics: balance }),
    }),
  }
}

/** Builds the SGX report (`symbol`, `name` and the requested sections) from the database. */
export class SgxReports {
  private readonly statements: Record<'company' | 'years' | 'dividends', Statement<unknown[], RawRow>>

  constructor(
    db: Database,
    private readonly facts: DataFacts,
  ) {
    this.statements = prepareRowQueries(db, {
      company: 'SELECT * FROM sgx_companies WHERE symbol = ?',
      years: 'SELECT * FROM sgx_yearly WHERE symbol = ? AND year <= ? ORDER BY year',
      dividends: 'SELECT date, total, yield FROM sgx_dividends WHERE symbol = ? ORDER BY date',
    })
  }

  /** undefined when the symbol is not listed */
  report(symbol: string, sections: readonly SgxReportSection[]): SgxReport | undefined {
    const raw = this.statements.company.get(symbol)
    if (raw === undefined) return undefined
    const s = decodeRow(raw, sgxSnapshotFields)
    const report: SgxReport = { symbol: String(s.symbol), name: String(s.company_name) }
    for (const section of sections) {
      if (section === 'overview') report.overview = overview(s)
      if (section === 'valuation') report.valuation = { pe: s.pe, pb: s.pb, ps: s.ps, pcf: s.pcf, beta: s.beta }
      if (section === 'financials') report.financials = this.financials(s)
      if (section === 'dividend') report.dividend = this.dividend(s)
    }
    return report
  }

  private financials(s: SgxSnapshotRow): Section<'financials'> {
    const years = this.statements.years.all(s.symbol, this.facts.latestFiscalYear).map((raw): SgxYearlyRow => ({
      symbol: String(raw.symbol),
      year: Number(raw.year),
      ...decodeRow(raw, sgxYearlyFields),
    }))
    return {
      historical_financials: Object.fromEntries(years.map((row) => [String(row.year), yearEntry(row)])),
      eps: s.eps,
      gross_margin: s.gross_margin,
      operating_margin: s.operating_margin,
      net_profit_margin: s.net_profit_margin,
      one_year_eps_growth: s.one_year_eps_growth,
      one_year_sales_growth: s.one_year_sales_growth,
      quick_ratio: s.quick_ratio,
      current_ratio: s.current_ratio,
      debt_to_equity: s.debt_to_equity,
    }
  }

  private dividend(s: SgxSnapshotRow): Section<'dividend'> {
    const payments = this.statements.dividends.all(s.symbol).map(dividendOf)
    return {
      dividend_yield_5y_avg: s.dividend_yield_5y_avg,
      dividend_growth_rate: s.dividend_growth_rate,
      payout_ratio: s.payout_ratio,
      forward_dividend: s.forward_dividend,
      forward_dividend_yield: s.forward_dividend_yield,
      dividend_ttm: s.dividend_ttm,
      // the SGX report has no upcoming-dividends block: payments after the as-of date are not history yet
      historical_dividends: dividendHistory(payments.filter((payment) => payment.date <= this.facts.asOf)),
    }
  }
}

function overview(s: SgxSnapshotRow): Section<'overview'> {
  return {
    market_cap: s.market_cap,
    volume: s.volume,
    employee_num: s.employee_num,
    sector: s.sector ?? '',
    sub_sector: s.sub_sector ?? '',
    tags: s.tags,
    last_close_price: s.last_close_price,
    change_1d: s.change_1d,
    change_7d: s.change_7d,
    change_1m: s.change_1m,
    change_1y: s.change_1y,
    change_3y: s.change_3y,
    change_ytd: s.change_ytd,
    all_time_price: allTimePrice(s),
  }
}
