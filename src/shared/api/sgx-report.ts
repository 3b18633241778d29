import { z } from 'zod/mini'
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
  revenue: z.nullable(z.number()),
  earnings: z.nullable(z.number()),
  date: z.optional(z.string()),
  updated_on: z.optional(z.string()),
  cash_flow_metrics: z.optional(z.partial(nullableNumbers(SGX_CASH_FLOW_METRICS))),
  income_stmt_metrics: z.optional(z.partial(nullableNumbers(SGX_INCOME_METRICS))),
  balance_sheet_metrics: z.optional(z.partial(nullableNumbers(SGX_BALANCE_METRICS))),
})

const overview = z.object({
  market_cap: z.nullable(z.number()),
  volume: z.nullable(z.number()),
  employee_num: z.nullable(z.number()),
  sector: z.string(),
  sub_sector: z.string(),
  tags: z.nullable(z.array(z.string())),
  last_close_price: z.nullable(z.number()),
  change_1d: z.nullable(z.number()),
  change_7d: z.nullable(z.number()),
  change_1m: z.nullable(z.number()),
  change_1y: z.nullable(z.number()),
  change_3y: z.nullable(z.number()),
  change_ytd: z.nullable(z.number()),
  all_time_price: allTimePrice,
})

const valuation = nullableNumbers(['pe', 'pb', 'ps', 'pcf', 'beta'])

const financials = z.object({
  /** keyed by fiscal year as a string ("2025"), unlike the IDX report's list */
  historical_financials: z.record(z.string(), sgxYear),
  eps: z.nullable(z.number()),
  gross_margin: z.nullable(z.number()),
  operating_margin: z.nullable(z.number()),
  net_profit_margin: z.nullable(z.number()),
  one_year_eps_growth: z.nullable(z.number()),
  one_year_sales_growth: z.nullable(z.number()),
  quick_ratio: z.nullable(z.number()),
  current_ratio: z.nullable(z.number()),
  debt_to_equity: z.nullable(z.number()),
})

const dividend = z.object({
  dividend_yield_5y_avg: z.nullable(z.number()),
  dividend_growth_rate: z.nullable(z.number()),
  payout_ratio: z.nullable(z.number()),
  forward_dividend: z.nullable(z.number()),
  forward_dividend_yield: z.nullable(z.number()),
  dividend_ttm: z.nullable(z.number()),
  historical_dividends: historicalDividends,
})

/** `/v2/sgx/company/report/{ticker}/`: top-level `symbol` (no suffix) and `name`, plus the requested sections. */
export const sgxReportResponse = z.object({
  symbol: z.string(),
  name: z.string(),
  overview: z.optional(overview),
  valuation: z.optional(valuation),
  financials: z.optional(financials),
  dividend: z.optional(dividend),
})
export type SgxReport = z.infer<typeof sgxReportResponse>

/** `/v2/sgx/company/report/D05/?sections=overview,valuation` (all sections when none are named). */
export const sgxReportPath = (ticker: string, sections: readonly SgxReportSection[]): string =>
  `/v2/sgx/company/report/${encodeURIComponent(ticker)}/${sections.length === 0 ? '' : `?sections=${sections.join(',')}`}`
