import { z } from 'zod/mini'
import { isCalendarDate } from './daily'
import { booleanParam, integerParam } from './params'
import { nullableNumbers } from './shape'
export * from './requests/quarterly-financials'

/**
 * `/v2/financials/quarterly/{symbol}/` (an IDX company's quarterly statements) and
 * `/v2/company/get_quarterly_financial_dates/{symbol}/` (the report dates it has, by year). Amounts in IDR; a
 * line the company does not report is null.
 */

/** Bank and insurer lines, nested under `financials_sector_metrics` (present for financial-sector companies only). */
export const FINANCIAL_SECTOR_METRICS = [
  'interest_income', 'interest_expense', 'net_interest_income', 'gross_loan', 'allowance_for_loans', 'net_loan',
  'total_earning_assets', 'current_account', 'savings_account', 'time_deposit', 'total_deposit',
  'other_interest_bearing_liabilities', 'total_cash_and_due_from_banks',
] as const // prettier-ignore

/** The statement lines of every quarter, in the real service's order (after `symbol`, the metrics and `date`). */
export const QUARTERLY_STATEMENT_LINES = [
  'premium_income', 'premium_expense', 'net_premium_income', 'non_interest_income', 'revenue', 'operating_expense',
  'provision', 'operating_pnl', 'non_operating_income_or_loss', 'earnings_before_tax', 'tax', 'minorities',
  'earnings', 'gross_profit', 'interest_expense_non_operating', 'ebit', 'ebitda', 'cost_of_revenue', 'total_assets',
  'non_interest_bearing_liabilities', 'cash_only', 'total_liabilities', 'total_equity', 'total_debt',
  'stockholders_equity', 'total_non_current_assets', 'current_liabilities', 'cash_and_short_term_investments',
  'non_loan_assets', 'total_current_asset', 'total_non_current_liabilities', 'financing_cash_flow',
  'operating_cash_flow', 'investing_cash_flow', 'net_cash_flow', 'free_cash_flow',
  'realized_capital_goods_investment',
] as const // prettier-ignore
export type QuarterlyStatementLine = (typeof QUARTERLY_STATEMENT_LINES)[number]

export const financialSectorMetrics = nullableNumbers(FINANCIAL_SECTOR_METRICS)

/** One quarter: `symbol` with ".JK", `date` the quarter's end (YYYY-MM-DD). */
export const quarterlyFinancialRow = z.object({
  symbol: z.string(),
  financials_sector_metrics: z.optional(financialSectorMetrics),
  date: z.string(),
  ...nullableNumbers(QUARTERLY_STATEMENT_LINES).shape,
})
export type QuarterlyFinancialRow = z.infer<typeof quarterlyFinancialRow>

/** A bare array, latest quarter first. */
export const quarterlyFinancialsResponse = z.array(quarterlyFinancialRow)
export type QuarterlyFinancialsResponse = z.infer<typeof quarterlyFinancialsResponse>

/** The parameters `/v2/financials/quarterly/` accepts. */
export const QUARTERLY_FINANCIALS_PARAMETERS = ['report_date', 'approx', 'n_quarters'] as const

/** Its query string: `report_date` a real date, `approx` a boolean (default true), `n_quarters` at least 1. */
export const quarterlyFinancialsQuery = z.object({
  report_date: z.optional(z.string().check(z.trim(), z.refine(isCalendarDate))),
  approx: z.optional(booleanParam),
  n_quarters: z.optional(z.pipe(integerParam, z.number().check(z.minimum(1)))),
})
export type QuarterlyFinancialsQuery = z.infer<typeof quarterlyFinancialsQuery>

/** `{"2026": [["2026-03-31", "q1"]]}`: report dates keyed by fiscal year, each a [date, quarter label] pair. */
export const quarterlyFinancialDatesResponse = z.record(z.string(), z.array(z.tuple([z.string(), z.string()])))
export type QuarterlyFinancialDates = z.infer<typeof quarterlyFinancialDatesResponse>
