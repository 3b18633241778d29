import { z } from 'zod'
import { allTimePrice, historicalDividends, nullableNumbers } from './shape'

export const SGX_REPORT_SECTIONS = ['overview', 'valuation', 'financials', 'dividend'] as const
export type SgxReportSection = (typeof SGX_REPORT_SECTIONS)[number]

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
  revenue: z.number().nullable(),
  earnings: z.number().nullable(),
  date: z.string().optional(),
  updated_on: z.string().optional(),
  cash_flow_metrics: nullableNumbers(SGX_CASH_FLOW_METRICS).partial().optional(),
  income_stmt_metrics: nullableNumbers(SGX_INCOME_METRICS).partial().optional(),
  balance_sheet_metrics: nullableNumbers(SGX_BALANCE_METRICS).partial().optional(),
})

const overview = z.object({
  market_cap: z.number().nullable(),
  volume: z.number().nullable(),
  employee_num: z.number().nullable(),
  sector: z.string(),
  sub_sector: z.string(),
  tags: z.array(z.string()).nullable(),
  last_close_price: z.number().nullable(),
  change_1d: z.number().nullable(),
  change_7d: z.number().nullable(),
  change_1m: z.number().nullable(),
  change_1y: z.number().nullable(),
  change_3y: z.number().nullable(),
  change_ytd: z.number().nullable(),
  all_time_price: allTimePrice,
})

const valuation = nullableNumbers(['pe', 'pb', 'ps', 'pcf', 'beta'])

const financials = z.object({
  /** keyed by fiscal year as a string ("2025"), unlike the IDX report's list */
  historical_financials: z.record(z.string(), sgxYear),
  eps: z.number().nullable(),
  gross_margin: z.number().nullable(),
  operating_margin: z.number().nullable(),
  net_profit_margin: z.number().nullable(),
  one_year_eps_growth: z.number().nullable(),
  one_year_sales_growth: z.number().nullable(),
  quick_ratio: z.number().nullable(),
  current_ratio: z.number().nullable(),
  debt_to_equity: z.number().nullable(),
})

const dividend = z.object({
  dividend_yield_5y_avg: z.number().nullable(),
  dividend_growth_rate: z.number().nullable(),
  payout_ratio: z.number().nullable(),
  forward_dividend: z.number().nullable(),
  forward_dividend_yield: z.number().nullable(),
  dividend_ttm: z.number().nullable(),
  historical_dividends: historicalDividends,
})

/** `/v2/sgx/company/report/{ticker}/`: top-level `symbol` (no suffix) and `name`, plus the requested sections. */
export const sgxReportResponse = z.object({
  symbol: z.string(),
  name: z.string(),
  overview: overview.optional(),
  valuation: valuation.optional(),
  financials: financials.optional(),
  dividend: dividend.optional(),
})
export type SgxReport = z.infer<typeof sgxReportResponse>
