import { z } from 'zod/mini'
import { allTimePrice, historicalDividends, nullableNumbers, reportResponse } from './shape'
export * from './requests/sgx-report'

export const SGX_CASH_FLOW_METRICS = [
  'net_cash_flow',
  'free_cash_flow',
  'capital_expenditure',
  'financing_cash_flow',
  'investing_cash_flow',
  'operating_cash_flow',
] as const
export const SGX_INCOME_METRICS = [
  'gross_income', 'cost_of_revenue', 'operating_income', 'operating_expense', 'ebit', 'ebitda', 'pretax_income',
  'income_taxes', 'interest_income', 'interest_expense', 'net_interest_income', 'net_fee_and_commission_income',
  'net_trading_income',
] as const // prettier-ignore
export const SGX_BALANCE_METRICS = [
  'total_asset', 'total_equity', 'total_liabilities', 'working_capital', 'total_current_asset',
  'total_non_current_asset', 'net_loan', 'gross_loan', 'total_deposit', 'core_capital_tier1',
  'total_risk_weighted_asset',
] as const // prettier-ignore

/**
 * One year of `historical_financials`. Older years carry only revenue and earnings; years reported in detail add
 * the statement blocks (the demo gives them to the largest companies, as the real service does).
 */
const sgxYear = z.object({
  revenue: z.nullable(z.number()),
  earnings: z.nullable(z.number()),
  date: z.optional(z.string()),
  updated_on: z.optional(z.string()),
  cash_flow_metrics: z.optional(z.partial(nullableNumbers(SGX_CASH_FLOW_METRICS))),
  income_stmt_metrics: z.optional(z.partial(nullableNumbers(SGX_INCOME_METRICS))),
  balance_sheet_metrics: z.optional(z.partial(nullableNumbers(SGX_BALANCE_METRICS))),
})

const SGX_PRICE_FIGURES = [
  'last_close_price', 'change_1d', 'change_7d', 'change_1m', 'change_1y', 'change_3y', 'change_ytd',
] as const // prettier-ignore

const overview = z.object({
  market_cap: z.nullable(z.number()),
  volume: z.nullable(z.number()),
  employee_num: z.nullable(z.number()),
  sector: z.string(),
  sub_sector: z.string(),
  tags: z.nullable(z.array(z.string())),
  ...nullableNumbers(SGX_PRICE_FIGURES).shape,
  all_time_price: allTimePrice,
})

const valuation = nullableNumbers(['pe', 'pb', 'ps', 'pcf', 'beta'])

const SGX_DIVIDEND_FIGURES = [
  'dividend_yield_5y_avg', 'dividend_growth_rate', 'payout_ratio', 'forward_dividend', 'forward_dividend_yield',
  'dividend_ttm',
] as const // prettier-ignore

const SGX_FINANCIAL_RATIOS = [
  'eps', 'gross_margin', 'operating_margin', 'net_profit_margin', 'one_year_eps_growth', 'one_year_sales_growth',
  'quick_ratio', 'current_ratio', 'debt_to_equity',
] as const // prettier-ignore

const financials = z.object({
  /** keyed by fiscal year as a string ("2025"), unlike the IDX report's list */
  historical_financials: z.record(z.string(), sgxYear),
  ...nullableNumbers(SGX_FINANCIAL_RATIOS).shape,
})

const dividend = z.object({
  ...nullableNumbers(SGX_DIVIDEND_FIGURES).shape,
  historical_dividends: historicalDividends,
})

/** `/v2/sgx/company/report/{ticker}/`: top-level `symbol` (no suffix) and `name`, plus the requested sections. */
export const sgxReportResponse = reportResponse(
  { symbol: z.string(), name: z.string() },
  { overview, valuation, financials, dividend },
)
export type SgxReport = z.infer<typeof sgxReportResponse>
