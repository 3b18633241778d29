import { fieldGroups, priceExtremes } from './define'

const { identity, classification, size, price, valuation, profitability, growth, dividend, other } = fieldGroups('SGD')

const extremes = priceExtremes('SGD')

const changes = (['1d', '7d', '1m', 'ytd', '1y', '3y'] as const).map((period) => price.percent(`change_${period}`))

/** SGX fields with one current value per company. Money in SGD. */
export const sgxSnapshotFields = [
  identity.string('symbol'),
  identity.string('company_name'),
  classification.classification('sector'),
  classification.classification('sub_sector'),
  size.money('market_cap'),
  size.count('volume'),
  size.count('employee_num'),
  price.money('last_close_price'),
  ...changes,
  ...extremes,
  valuation.ratio('pe'),
  valuation.ratio('pb'),
  valuation.ratio('ps'),
  valuation.ratio('pcf'),
  valuation.ratio('beta'),
  valuation.money('eps'),
  profitability.percent('gross_margin'),
  profitability.percent('operating_margin'),
  profitability.percent('net_profit_margin'),
  profitability.ratio('quick_ratio'),
  profitability.ratio('current_ratio'),
  profitability.ratio('debt_to_equity'),
  growth.percent('one_year_eps_growth'),
  growth.percent('one_year_sales_growth'),
  dividend.money('forward_dividend'),
  dividend.percent('forward_dividend_yield'),
  dividend.money('dividend_ttm'),
  dividend.percent('dividend_yield_5y_avg'),
  dividend.percent('dividend_growth_rate'),
  dividend.percent('payout_ratio'),
  other.list('tags'),
] as const

const { income, balance, cashFlow, banking, dividend: yearlyDividend } = fieldGroups('SGD', true)

/** SGX yearly fields. Beyond revenue, earnings and dividends, only the largest companies report them. */
export const sgxYearlyFields = [
  income.money('revenue'),
  income.money('earnings'),
  yearlyDividend.money('total_dividend'),
  yearlyDividend.percent('total_yield'),
  income.money('gross_income'),
  income.money('cost_of_revenue'),
  income.money('operating_income'),
  income.money('operating_expense'),
  income.money('ebit'),
  income.money('ebitda'),
  income.money('pretax_income'),
  income.money('income_taxes'),
  balance.money('total_asset'),
  balance.money('total_equity'),
  balance.money('total_liabilities'),
  balance.money('working_capital'),
  balance.money('total_current_asset'),
  balance.money('total_non_current_asset'),
  cashFlow.money('operating_cash_flow'),
  cashFlow.money('investing_cash_flow'),
  cashFlow.money('financing_cash_flow'),
  cashFlow.money('free_cash_flow'),
  cashFlow.money('net_cash_flow'),
  cashFlow.money('capital_expenditure'),
  banking.money('net_interest_income'),
  banking.money('interest_income'),
  banking.money('interest_expense'),
  banking.money('net_fee_and_commission_income'),
  banking.money('net_trading_income'),
  banking.money('net_loan'),
  banking.money('gross_loan'),
  banking.money('total_deposit'),
  banking.money('core_capital_tier1'),
  banking.money('total_risk_weighted_asset'),
] as const
