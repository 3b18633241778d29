import type { QuarterlyFinancialRow } from '../../../shared/api/quarterly-financials'
import { QUARTERS_SHOWN } from '../../../lib/reports/report-queries'
import type { ReportsKey } from '../text'
import { companyKind, quarterLabel, type CompanyKind } from './quarterly-statement'

/** One quarter of the quarterly charts (IDR). */
export interface QuarterPoint {
  label: string
  /** revenue; a bank's net interest income; an insurer's net premium income */
  topLine: number | null
  earnings: number | null
  operatingCashFlow: number | null
  freeCashFlow: number | null
}

/** What the top line is called for each kind of company. */
export const TOP_LINE_LABEL: Record<CompanyKind, ReportsKey> = {
  company: 'line.revenue',
  bank: 'line.net_interest_income',
  insurer: 'line.net_premium_income',
}

/** The quarters shown, oldest first (charts read left to right), with each kind's own top line. */
export function quarterPoints(rows: readonly QuarterlyFinancialRow[]): { kind: CompanyKind; points: QuarterPoint[] } {
  const kind = companyKind(rows)
  const shown = [...rows]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, QUARTERS_SHOWN)
    .reverse()
  const topLine = (row: QuarterlyFinancialRow) =>
    kind === 'bank'
      ? (row.financials_sector_metrics?.net_interest_income ?? null)
      : kind === 'insurer'
        ? row.net_premium_income
        : row.revenue
  return {
    kind,
    points: shown.map((row) => ({
      label: quarterLabel(row.date),
      topLine: topLine(row),
      earnings: row.earnings,
      operatingCashFlow: row.operating_cash_flow,
      freeCashFlow: row.free_cash_flow,
    })),
  }
}
