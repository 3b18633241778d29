import { group, priceExtremes } from './define'

const identity = group('identity')
const classification = group('classification')
const size = group('size')
const price = group('price')
const valuation = group('valuation')
const profitability = group('profitability')
const growth = group('growth')
const dividend = group('dividend')
const other = group('other')

const extremes = priceExtremes('SGD')

const changes = (['1d', '7d', '1m', 'ytd', '1y', '3y'] as const).map((period) =>
  price.number(`change_${period}`, 'percent', `Change ${period.toUpperCase()}`, `Price change over ${period}.`),
)

/** SGX fields with one current value per company. Money in SGD. */
export const sgxSnapshotFields = [
  identity.string('symbol', 'Symbol', 'SGX ticker, three letters or digits, no suffix (e.g. D05).'),
  identity.string('company_name', 'Company name', 'Registered company name.'),
  classification.classification('sector', 'Sector', 'SGX sector; matches the display name or the slug.'),
  classification.classification('sub_sector', 'Sub-sector', 'SGX sub-sector, e.g. Banks & Credit Services.'),
  size.number('market_cap', 'SGD', 'Market cap', 'Market capitalisation.'),
  size.number('volume', 'count', 'Volume', 'Recent average daily trading volume in shares.'),
  size.number('employee_num', 'count', 'Employees', 'Number of employees.'),
  price.number('last_close_price', 'SGD', 'Last close', 'Latest closing price per share.'),
  ...changes,
  ...extremes,
  valuation.number('pe', 'ratio', 'P/E', 'Price to earnings.'),
  valuation.number('pb', 'ratio', 'P/B', 'Price to book value.'),
  valuation.number('ps', 'ratio', 'P/S', 'Price to sales.'),
  valuation.number('pcf', 'ratio', 'P/CF', 'Price to cash flow.'),
  valuation.number('beta', 'ratio', 'Beta', 'Sensitivity of the price to the SGX market.'),
  valuation.number('eps', 'SGD', 'EPS', 'Earnings per share.'),
  profitability.number('gross_margin', 'percent', 'Gross margin', 'Gross profit over revenue.'),
  profitability.number('operating_margin', 'percent', 'Operating margin', 'Operating profit over revenue.'),
  profitability.number('net_profit_margin', 'percent', 'Net margin', 'Net income over revenue.'),
  profitability.number('quick_ratio', 'ratio', 'Quick ratio', 'Liquid assets over current liabilities.'),
  profitability.number('current_ratio', 'ratio', 'Current ratio', 'Current assets over current liabilities.'),
  profitability.number('debt_to_equity', 'ratio', 'Debt/equity', 'Total debt over equity.'),
  growth.number('one_year_eps_growth', 'percent', 'EPS growth (1y)', 'EPS growth over one year.'),
  growth.number('one_year_sales_growth', 'percent', 'Sales growth (1y)', 'Revenue growth over one year.'),
  dividend.number('forward_dividend', 'SGD', 'Forward dividend', 'Expected dividend per share for the next year.'),
  dividend.number('forward_dividend_yield', 'percent', 'Forward dividend yield', 'Forward dividend over the price.'),
  dividend.number('dividend_ttm', 'SGD', 'Dividend (TTM)', 'Dividends per share of the past twelve months.'),
  dividend.number(
    'dividend_yield_5y_avg',
    'percent',
    'Dividend yield (5y avg)',
    'Average dividend yield over 5 years.',
  ),
  dividend.number('dividend_growth_rate', 'percent', 'Dividend growth', 'Dividend growth against the year before.'),
  dividend.number('payout_ratio', 'percent', 'Payout ratio', 'Share of earnings paid out as dividends.'),
  other.list('tags', 'Tags', 'Descriptive tags, e.g. 52-w-high, dividend-increase-5y.'),
] as const

const yearly = (name: Parameters<typeof group>[0]) => group(name, true)
const income = yearly('income')
const balance = yearly('balance')
const cashFlow = yearly('cash_flow')
const banking = yearly('banking')
const yearlyDividend = yearly('dividend')

/** SGX yearly fields. Beyond revenue, earnings and dividends, only the largest companies report them. */
export const sgxYearlyFields = [
  income.number('revenue', 'SGD', 'Revenue', 'Revenue of the year.'),
  income.number('earnings', 'SGD', 'Net income', 'Net profit or loss of the year.'),
  yearlyDividend.number('total_dividend', 'SGD', 'Dividend per share', 'Dividends per share for the year.'),
  yearlyDividend.number('total_yield', 'percent', 'Dividend yield', 'Dividends of the year over the price.'),
  income.number('gross_income', 'SGD', 'Gross income', 'Gross income (large caps only).'),
  income.number('cost_of_revenue', 'SGD', 'Cost of revenue', 'Cost of revenue (large caps only).'),
  income.number('operating_income', 'SGD', 'Operating income', 'Operating income (large caps only).'),
  income.number('operating_expense', 'SGD', 'Operating expense', 'Operating expense (large caps only).'),
  income.number('ebit', 'SGD', 'EBIT', 'Earnings before interest and tax (large caps only).'),
  income.number('ebitda', 'SGD', 'EBITDA', 'EBITDA (large caps only).'),
  income.number('pretax_income', 'SGD', 'Pre-tax income', 'Income before tax (large caps only).'),
  income.number('income_taxes', 'SGD', 'Income taxes', 'Income taxes (large caps only).'),
  balance.number('total_asset', 'SGD', 'Total assets', 'Total assets (large caps only).'),
  balance.number('total_equity', 'SGD', 'Total equity', 'Total equity (large caps only).'),
  balance.number('total_liabilities', 'SGD', 'Total liabilities', 'Total liabilities (large caps only).'),
  balance.number('working_capital', 'SGD', 'Working capital', 'Current assets minus current liabilities.'),
  balance.number('total_current_asset', 'SGD', 'Current assets', 'Total current assets (large caps only).'),
  balance.number('total_non_current_asset', 'SGD', 'Non-current assets', 'Non-current assets (large caps only).'),
  cashFlow.number('operating_cash_flow', 'SGD', 'Operating cash flow', 'Operating cash flow (large caps only).'),
  cashFlow.number('investing_cash_flow', 'SGD', 'Investing cash flow', 'Investing cash flow (large caps only).'),
  cashFlow.number('financing_cash_flow', 'SGD', 'Financing cash flow', 'Financing cash flow (large caps only).'),
  cashFlow.number('free_cash_flow', 'SGD', 'Free cash flow', 'Free cash flow (large caps only).'),
  cashFlow.number('net_cash_flow', 'SGD', 'Net cash flow', 'Net change in cash (large caps only).'),
  cashFlow.number('capital_expenditure', 'SGD', 'Capital expenditure', 'Capital expenditure (large caps only).'),
  banking.number('net_interest_income', 'SGD', 'Net interest income', 'Net interest income (banks only).'),
  banking.number('interest_income', 'SGD', 'Interest income', 'Total interest income (banks only).'),
  banking.number('interest_expense', 'SGD', 'Interest expense', 'Total interest expense (banks only).'),
  banking.number('net_fee_and_commission_income', 'SGD', 'Net fee income', 'Net fees and commissions (banks only).'),
  banking.number('net_trading_income', 'SGD', 'Net trading income', 'Net trading income (banks only).'),
  banking.number('net_loan', 'SGD', 'Net loans', 'Net loans outstanding (banks only).'),
  banking.number('gross_loan', 'SGD', 'Gross loans', 'Gross loans outstanding (banks only).'),
  banking.number('total_deposit', 'SGD', 'Total deposits', 'Total customer deposits (banks only).'),
  banking.number('core_capital_tier1', 'SGD', 'Tier 1 capital', 'Core (tier 1) capital (banks only).'),
  banking.number('total_risk_weighted_asset', 'SGD', 'Total RWA', 'Total risk-weighted assets (banks only).'),
] as const
