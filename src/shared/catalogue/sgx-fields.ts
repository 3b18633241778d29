import { fieldGroups, priceExtremes } from './define'

const { identity, classification, size, price, valuation, profitability, growth, dividend, other } = fieldGroups('SGD')

const extremes = priceExtremes('SGD')

const changes = (['1d', '7d', '1m', 'ytd', '1y', '3y'] as const).map((period) =>
  price.percent(`change_${period}`, `Change ${period.toUpperCase()}`, `Price change over ${period}.`),
)

/** SGX fields with one current value per company. Money in SGD. */
export const sgxSnapshotFields = [
  identity.string('symbol', 'Symbol', 'SGX ticker, three letters or digits, no suffix (e.g. D05).'),
  identity.string('company_name', 'Company name', 'Registered company name.'),
  classification.classification('sector', 'Sector', 'SGX sector; matches the display name or the slug.'),
  classification.classification('sub_sector', 'Sub-sector', 'SGX sub-sector, e.g. Banks & Credit Services.'),
  size.money('market_cap', 'Market cap', 'Market capitalisation.'),
  size.count('volume', 'Volume', 'Recent average daily trading volume in shares.'),
  size.count('employee_num', 'Employees', 'Number of employees.'),
  price.money('last_close_price', 'Last close', 'Latest closing price per share.'),
  ...changes,
  ...extremes,
  valuation.ratio('pe', 'P/E', 'Price to earnings.'),
  valuation.ratio('pb', 'P/B', 'Price to book value.'),
  valuation.ratio('ps', 'P/S', 'Price to sales.'),
  valuation.ratio('pcf', 'P/CF', 'Price to cash flow.'),
  valuation.ratio('beta', 'Beta', 'Sensitivity of the price to the SGX market.'),
  valuation.money('eps', 'EPS', 'Earnings per share.'),
  profitability.percent('gross_margin', 'Gross margin', 'Gross profit over revenue.'),
  profitability.percent('operating_margin', 'Operating margin', 'Operating profit over revenue.'),
  profitability.percent('net_profit_margin', 'Net margin', 'Net income over revenue.'),
  profitability.ratio('quick_ratio', 'Quick ratio', 'Liquid assets over current liabilities.'),
  profitability.ratio('current_ratio', 'Current ratio', 'Current assets over current liabilities.'),
  profitability.ratio('debt_to_equity', 'Debt/equity', 'Total debt over equity.'),
  growth.percent('one_year_eps_growth', 'EPS growth (1y)', 'EPS growth over one year.'),
  growth.percent('one_year_sales_growth', 'Sales growth (1y)', 'Revenue growth over one year.'),
  dividend.money('forward_dividend', 'Forward dividend', 'Expected dividend per share for the next year.'),
  dividend.percent('forward_dividend_yield', 'Forward dividend yield', 'Forward dividend over the price.'),
  dividend.money('dividend_ttm', 'Dividend (TTM)', 'Dividends per share of the past twelve months.'),
  dividend.percent('dividend_yield_5y_avg', 'Dividend yield (5y avg)', 'Average dividend yield over 5 years.'),
  dividend.percent('dividend_growth_rate', 'Dividend growth', 'Dividend growth against the year before.'),
  dividend.percent('payout_ratio', 'Payout ratio', 'Share of earnings paid out as dividends.'),
  other.list('tags', 'Tags', 'Descriptive tags, e.g. 52-w-high, dividend-increase-5y.'),
] as const

const { income, balance, cashFlow, banking, dividend: yearlyDividend } = fieldGroups('SGD', true)

/** SGX yearly fields. Beyond revenue, earnings and dividends, only the largest companies report them. */
export const sgxYearlyFields = [
  income.money('revenue', 'Revenue', 'Revenue of the year.'),
  income.money('earnings', 'Net income', 'Net profit or loss of the year.'),
  yearlyDividend.money('total_dividend', 'Dividend per share', 'Dividends per share for the year.'),
  yearlyDividend.percent('total_yield', 'Dividend yield', 'Dividends of the year over the price.'),
  income.money('gross_income', 'Gross income', 'Gross income (large caps only).'),
  income.money('cost_of_revenue', 'Cost of revenue', 'Cost of revenue (large caps only).'),
  income.money('operating_income', 'Operating income', 'Operating income (large caps only).'),
  income.money('operating_expense', 'Operating expense', 'Operating expense (large caps only).'),
  income.money('ebit', 'EBIT', 'Earnings before interest and tax (large caps only).'),
  income.money('ebitda', 'EBITDA', 'EBITDA (large caps only).'),
  income.money('pretax_income', 'Pre-tax income', 'Income before tax (large caps only).'),
  income.money('income_taxes', 'Income taxes', 'Income taxes (large caps only).'),
  balance.money('total_asset', 'Total assets', 'Total assets (large caps only).'),
  balance.money('total_equity', 'Total equity', 'Total equity (large caps only).'),
  balance.money('total_liabilities', 'Total liabilities', 'Total liabilities (large caps only).'),
  balance.money('working_capital', 'Working capital', 'Current assets minus current liabilities.'),
  balance.money('total_current_asset', 'Current assets', 'Total current assets (large caps only).'),
  balance.money('total_non_current_asset', 'Non-current assets', 'Non-current assets (large caps only).'),
  cashFlow.money('operating_cash_flow', 'Operating cash flow', 'Operating cash flow (large caps only).'),
  cashFlow.money('investing_cash_flow', 'Investing cash flow', 'Investing cash flow (large caps only).'),
  cashFlow.money('financing_cash_flow', 'Financing cash flow', 'Financing cash flow (large caps only).'),
  cashFlow.money('free_cash_flow', 'Free cash flow', 'Free cash flow (large caps only).'),
  cashFlow.money('net_cash_flow', 'Net cash flow', 'Net change in cash (large caps only).'),
  cashFlow.money('capital_expenditure', 'Capital expenditure', 'Capital expenditure (large caps only).'),
  banking.money('net_interest_income', 'Net interest income', 'Net interest income (banks only).'),
  banking.money('interest_income', 'Interest income', 'Total interest income (banks only).'),
  banking.money('interest_expense', 'Interest expense', 'Total interest expense (banks only).'),
  banking.money('net_fee_and_commission_income', 'Net fee income', 'Net fees and commissions (banks only).'),
  banking.money('net_trading_income', 'Net trading income', 'Net trading income (banks only).'),
  banking.money('net_loan', 'Net loans', 'Net loans outstanding (banks only).'),
  banking.money('gross_loan', 'Gross loans', 'Gross loans outstanding (banks only).'),
  banking.money('total_deposit', 'Total deposits', 'Total customer deposits (banks only).'),
  banking.money('core_capital_tier1', 'Tier 1 capital', 'Core (tier 1) capital (banks only).'),
  banking.money('total_risk_weighted_asset', 'Total RWA', 'Total risk-weighted assets (banks only).'),
] as const
