import type { IdxReport } from '../../../shared/api/idx-report'
import { change, fiscalYear, type Change } from '../../../lib/figures'

type Financials = NonNullable<IdxReport['financials']>
export type FinancialYear = Financials['historical_financials'][number]

/** The report's financial years, oldest first (the API does not promise an order). */
export const yearsOf = (report: IdxReport): FinancialYear[] =>
  [...(report.financials?.historical_financials ?? [])].sort((a, b) => a.year - b.year)

/** A bank reports deposits and net interest income instead of gross profit and a current ratio. */
export const isBank = (years: readonly FinancialYear[]): boolean =>
  years.some((year) => year.total_deposit !== null || year.net_interest_income !== null)

export interface RevenueEarningsPoint {
  label: string
  revenue: number | null
  earnings: number | null
  /** net margin as a fraction; null when revenue is not positive */
  margin: number | null
}

export const revenueAndEarnings = (report: IdxReport): RevenueEarningsPoint[] =>
  yearsOf(report).map(({ year, revenue, earnings }) => ({
    label: fiscalYear(year),
    revenue,
    earnings,
    margin: revenue !== null && earnings !== null && revenue > 0 ? earnings / revenue : null,
  }))

export interface BalancePoint {
  label: string
  assets: number | null
  liabilities: number | null
  equity: number | null
}

/** The year fields that hold a figure (or null when not reported). */
type FigureField = {
  [Key in keyof FinancialYear]: FinancialYear[Key] extends number | null ? Key : never
}[keyof FinancialYear]

/** Each year's chosen figures under the chart's names (`{ assets: 'total_assets' }`), labelled with its fiscal year. */
function yearlyFigures<Name extends string>(report: IdxReport, fields: Readonly<Record<Name, FigureField>>) {
  const names = Object.keys(fields) as Name[]
  return yearsOf(report).map((year) => ({
    label: fiscalYear(year.year),
    ...(Object.fromEntries(names.map((name) => [name, year[fields[name]]])) as Record<Name, number | null>),
  }))
}

export const balanceSheet = (report: IdxReport): BalancePoint[] =>
  yearlyFigures(report, { assets: 'total_assets', liabilities: 'total_liabilities', equity: 'total_equity' })

export interface CashFlowPoint {
  label: string
  operating: number | null
  investing: number | null
  financing: number | null
  free: number | null
}

/** The cash flows both markets' financials chart, in their order. */
export const CASH_FLOW_SERIES = [
  { key: 'operating', label: 'cashFlow.operating' },
  { key: 'investing', label: 'cashFlow.investing' },
  { key: 'financing', label: 'cashFlow.financing' },
  { key: 'free', label: 'line.free_cash_flow' },
] as const

export const cashFlows = (report: IdxReport): CashFlowPoint[] =>
  yearlyFigures(report, {
    operating: 'operating_cash_flow',
    investing: 'investing_cash_flow',
    financing: 'financing_cash_flow',
    free: 'free_cash_flow',
  })

export interface EpsPoint {
  label: string
  eps: number | null
  /** computed from the EPS themselves, so that a negative base reads "n.m." rather than a misleading rate */
  growth: Change
}

export const epsHistory = (report: IdxReport): EpsPoint[] => {
  const entries = Object.entries(report.financials?.historical_eps ?? {}).sort(([a], [b]) => a.localeCompare(b))
  return entries.map(([year, { eps }], index) => ({
    label: fiscalYear(year),
    eps,
    growth: index === 0 ? null : change(eps, entries[index - 1]?.[1].eps),
  }))
}
