import { z } from 'zod/mini'
import { allTimePrice, historicalDividends, integer, nullableNumbers, reportResponse } from './shape'
export * from './requests/idx-report'

/** The statement lines of `financials.historical_financials[]`, as the real report names them (IDR). */
export const HISTORICAL_FINANCIAL_KEYS = [
  'revenue', 'cost_of_revenue', 'gross_profit', 'operating_expense', 'operating_pnl', 'ebit', 'ebitda',
  'earnings_before_tax', 'tax', 'earnings', 'non_operating_income_or_loss', 'interest_expense_non_operating',
  'total_assets', 'total_liabilities', 'total_equity', 'total_debt', 'net_debt', 'long_term_debt', 'short_term_debt',
  'current_assets', 'current_liabilities', 'non_current_liabilities', 'fixed_assets', 'inventories', 'prepaid_assets',
  'retained_earnings', 'cash_only', 'cash_and_equivalents', 'outstanding_shares',
  'free_cash_flow', 'operating_cash_flow', 'investing_cash_flow', 'financing_cash_flow', 'net_cash_flow',
  'end_cash_position', 'cash_inflow', 'cash_outflow', 'capital_expenditure', 'realized_capital_goods_investment',
  'interest_income', 'interest_expense', 'net_interest_income', 'non_interest_income', 'gross_loan', 'net_loan',
  'allowance_for_loans', 'provision', 'current_account', 'savings_account', 'time_deposit', 'total_deposit',
  'total_cash_and_due_from_banks', 'credit_rwa', 'market_rwa', 'operational_rwa', 'total_risk_weighted_asset',
  'core_capital_tier1', 'supplementary_capital_tier2', 'total_capital', 'high_quality_liquid_asset',
  'non_loan_assets', 'non_loan_earning_assets', 'non_loan_non_earning_assets', 'non_interest_bearing_liabilities',
  'other_interest_bearing_liabilities', 'premium_income', 'premium_expense', 'net_premium_income',
] as const // prettier-ignore

/** The ratio groups of `financials.historical_financial_ratio[]`. */
export const FINANCIAL_RATIO_GROUPS = {
  leverage: ['debt_to_asset_ratio', 'debt_to_equity_ratio', 'cash_flow_to_debt_ratio', 'interest_coverage_ratio'],
  liquidity: [
    'current_ratio',
    'operating_cash_flow_margin',
    'casa_ratio',
    'leverage_ratio',
    'loan_to_deposit_ratio',
    'liquidity_coverage_ratio',
  ],
  efficiency: ['total_asset_turnover', 'fixed_asset_turnover'],
  profitability: [
    'roa',
    'roe',
    'net_profit_margin',
    'gross_profit_margin',
    'operating_profit_margin',
    'efficiency_ratio',
    'net_interest_margin',
    'cost_to_income_ratio',
  ],
  capital: ['capital_adequacy_ratio'],
} as const

export const HISTORICAL_VALUATION_KEYS = [
  'pe', 'pb', 'ps', 'pcf', 'peg', 'pe_peer_avg', 'pb_peer_avg', 'ps_peer_avg', 'enterprise_to_ebitda',
  'enterprise_to_revenue',
] as const // prettier-ignore

const overview = z.object({
  listing_board: z.nullable(z.string()),
  industry: z.string(),
  sub_industry: z.string(),
  sector: z.string(),
  sub_sector: z.string(),
  market_cap: z.nullable(integer),
  market_cap_rank: z.nullable(integer),
  address: z.nullable(z.string()),
  employee_num: z.nullable(z.number()),
  employee_num_rank: z.nullable(integer),
  listing_date: z.nullable(z.string()),
  website: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  last_close_price: z.nullable(z.number()),
  latest_close_date: z.nullable(z.string()),
  daily_close_change: z.nullable(z.number()),
  all_time_price: allTimePrice,
  esg_score: z.nullable(z.number()),
  tags: z.nullable(z.array(z.string())),
  indices: z.nullable(z.array(z.string())),
  affiliates: z.nullable(z.array(z.string())),
})

const valuation = z.object({
  last_close_price: z.nullable(z.number()),
  latest_close_date: z.nullable(z.string()),
  daily_close_change: z.nullable(z.number()),
  forward_pe: z.nullable(z.number()),
  intrinsic_value: z.nullable(z.number()),
  historical_valuation: z.array(z.extend(nullableNumbers(HISTORICAL_VALUATION_KEYS), { year: integer })),
})

const future = z.object({
  company_value_forecasts: z.nullable(
    z.array(
      z.object({
        eps_estimate: z.nullable(z.number()),
        estimate_year: integer,
        revenue_estimate: z.nullable(z.number()),
      }),
    ),
  ),
  company_growth_forecasts: z.nullable(
    z.array(
      z.object({
        base_year: integer,
        estimate_year: integer,
        eps_growth: z.nullable(z.number()),
        revenue_growth: z.nullable(z.number()),
      }),
    ),
  ),
  analyst_rating_breakdown: z.nullable(
    z.object({
      strong_buy: integer,
      buy: integer,
      hold: integer,
      sell: integer,
      strong_sell: integer,
      n_analyst: integer,
      updated_on: z.string(),
    }),
  ),
})

/** A segment breakdown line; the demo market has no segments, so it answers null as the real service often does. */
const breakdown = z.nullable(z.array(z.object({ class: z.string(), category: z.string(), amount: z.number() })))

const PEER_FIGURES = [
  'market_cap', 'net_income', 'total_assets', 'total_equity', 'total_liabilities', 'pretax_income', 'total_revenue',
  'operating_expense', 'pe_ttm',
] as const // prettier-ignore

const peerCompany = z.object({
  symbol: z.string(),
  company_name: z.string(),
  year: z.nullable(integer),
  /** `["self"]` for the company of the report, else the classification levels it shares with it */
  group: z.array(z.string()),
  ...nullableNumbers(PEER_FIGURES).shape,
  pb_mrq: z.nullable(z.number()),
  yearly_mcap_chg: z.nullable(z.number()),
  employee_num: z.nullable(z.number()),
  revenue_breakdown: breakdown,
  int_income_breakdown: breakdown,
  operating_expense_breakdown: breakdown,
})

const peers = z.array(
  z.object({
    peers_data: z.object({
      companies: z.array(peerCompany),
      group_name: z.object({
        sector: z.string(),
        sub_sector: z.string(),
        industry: z.string(),
        sub_industry: z.string(),
      }),
    }),
  }),
)

const ratioGroup = <const K extends string>(keys: readonly K[]) => nullableNumbers(keys)

const financials = z.object({
  eps: z.nullable(z.number()),
  historical_eps: z.record(z.string(), z.object({ eps: z.nullable(z.number()), eps_growth: z.nullable(z.number()) })),
  historical_financials: z.array(
    z.extend(nullableNumbers(HISTORICAL_FINANCIAL_KEYS), {
      year: integer,
      /** business segments: null in every official example, and the demo has none */
      industry_breakdown: z.nullable(z.record(z.string(), z.unknown())),
    }),
  ),
  historical_financial_ratio: z.array(
    z.object({
      /** a string, as in the real report */
      year: z.string(),
      leverage: ratioGroup(FINANCIAL_RATIO_GROUPS.leverage),
      liquidity: ratioGroup(FINANCIAL_RATIO_GROUPS.liquidity),
      efficiency: ratioGroup(FINANCIAL_RATIO_GROUPS.efficiency),
      profitability: ratioGroup(FINANCIAL_RATIO_GROUPS.profitability),
      capital: ratioGroup(FINANCIAL_RATIO_GROUPS.capital),
    }),
  ),
  yoy_quarter_earnings_growth: z.nullable(z.number()),
  yoy_quarter_revenue_growth: z.nullable(z.number()),
})

const dividend = z.object({
  historical_dividends: historicalDividends,
  upcoming_dividends: z.nullable(z.array(z.object({ date: z.string(), total: z.number() }))),
  yield_ttm: z.nullable(z.number()),
  dividend_yield_avg: z.nullable(z.object({ period: integer, avg_yield: z.nullable(z.number()) })),
  dividend_ttm: z.nullable(z.number()),
  payout_ratio: z.nullable(z.number()),
  cash_payout_ratio: z.nullable(z.number()),
  last_ex_dividend_date: z.nullable(z.string()),
})

const management = z.object({
  key_executives: z.array(z.object({ name: z.string(), position: z.string() })),
  executives_shareholdings: z.nullable(
    z.array(
      z.object({ name: z.string(), position: z.string(), share_amount: z.number(), share_percentage: z.number() }),
    ),
  ),
})

const ownership = z.object({
  major_shareholders: z.array(
    z.object({
      name: z.string(),
      symbol: z.optional(z.string()),
      share_value: z.number(),
      share_amount: z.number(),
      /** a decimal written as a string ("0.54942"), as the real service sends it */
      share_percentage: z.string(),
    }),
  ),
  top_transactions: z.nullable(
    z.object({
      date: z.string(),
      top_buyers: z.array(z.object({ name: z.string(), changeAmount: z.number() })),
      top_sellers: z.array(z.object({ name: z.string(), changeAmount: z.number() })),
    }),
  ),
  institutional_transaction_flow: z.array(z.object({ date: z.string(), net_transaction: z.number() })),
  whale_investors: z.array(z.string()),
  conglomerates_group: z.array(z.string()),
})

/** `/v2/company/report/{ticker}/`: `symbol` (with .JK), `company_name` and only the requested sections. */
export const idxReportResponse = reportResponse(
  { symbol: z.string(), company_name: z.string() },
  { overview, valuation, future, peers, financials, dividend, management, ownership },
)
export type IdxReport = z.infer<typeof idxReportResponse>
