import { fieldGroups, priceExtremes, type Def } from './define'
import type { FieldUnit, ObjectListName } from './types'

const {
  identity,
  classification,
  size,
  price,
  valuation,
  profitability,
  income,
  balance,
  dividend,
  growth,
  ownership,
  other,
} = fieldGroups('IDR')

const extremes = priceExtremes('IDR')

/** IDX fields that hold one current value per company (no fiscal year). */
export const idxSnapshotFields = [
  identity.string('symbol', 'Symbol', 'IDX ticker with the .JK suffix, e.g. BBCA.JK.'),
  identity.string('company_name', 'Company name', 'Registered company name.'),
  classification.classification('sector', 'Sector', 'IDX-IC sector; matches the display name or the slug.'),
  classification.classification('sub_sector', 'Sub-sector', 'IDX-IC sub-sector, e.g. Banks or banks.'),
  classification.classification('industry', 'Industry', 'IDX-IC industry; matches the display name or the slug.'),
  classification.classification('sub_industry', 'Sub-industry', 'IDX-IC sub-industry, name or slug.'),
  classification.string('listing_board', 'Listing board', 'Main, Development, Watchlist, Acceleration or New Economy.'),
  size.money('market_cap', 'Market cap', 'Market capitalisation.'),
  size.rank('market_cap_rank', 'Market cap rank', 'Rank by market capitalisation; 1 is the largest.'),
  size.count('employee_num', 'Employees', 'Number of employees.'),
  size.rank('employee_num_rank', 'Employee rank', 'Rank by number of employees; 1 is the largest.'),
  size.date('listing_date', 'Listing date', 'The date the company first listed on IDX.'),
  price.money('last_close_price', 'Last close', 'Latest closing price per share.'),
  price.percent('daily_close_change', 'Daily change', 'Change of the latest close against the previous one.'),
  price.percent('yearly_mcap_change', 'Market cap change (1y)', 'Market cap change over the past year.'),
  ...extremes,
  valuation.ratio('pe_ttm', 'P/E (TTM)', 'Price to trailing-twelve-month earnings.'),
  valuation.ratio('pb_mrq', 'P/B (MRQ)', 'Price to book value of the most recent quarter.'),
  valuation.ratio('ps_ttm', 'P/S (TTM)', 'Price to trailing-twelve-month sales.'),
  valuation.ratio('forward_pe', 'Forward P/E', 'Price to next year’s estimated earnings.'),
  valuation.money('intrinsic_value', 'Intrinsic value', 'Estimated intrinsic value per share.'),
  profitability.percent('roe_ttm', 'ROE (TTM)', 'Trailing-twelve-month return on equity.'),
  profitability.percent('roa_ttm', 'ROA (TTM)', 'Trailing-twelve-month return on assets.'),
  balance.ratio('dar_mrq', 'Debt/assets (MRQ)', 'Debt to assets, most recent quarter.'),
  balance.ratio('der_mrq', 'Debt/equity (MRQ)', 'Debt to equity, most recent quarter.'),
  balance.money('total_assets_mrq', 'Total assets (MRQ)', 'Total assets, most recent quarter.'),
  balance.money('total_equity_mrq', 'Total equity (MRQ)', 'Shareholders’ equity, most recent quarter.'),
  balance.money('total_liabilities_mrq', 'Total liabilities (MRQ)', 'Total liabilities, most recent quarter.'),
  income.money('total_revenue_mrq', 'Revenue (MRQ)', 'Revenue of the most recent quarter.'),
  income.money('earnings_mrq', 'Net income (MRQ)', 'Net profit or loss of the most recent quarter.'),
  dividend.percent('yield_ttm', 'Dividend yield (TTM)', 'Dividends of the past twelve months over the price.'),
  dividend.money('dividend_ttm', 'Dividend per share (TTM)', 'Dividends per share paid in the past twelve months.'),
  dividend.percent('payout_ratio', 'Payout ratio', 'Share of earnings paid out as dividends.'),
  dividend.percent('cash_payout_ratio', 'Cash payout ratio', 'Share of free cash flow paid out as dividends.'),
  dividend.date('last_ex_dividend_date', 'Last ex-dividend date', 'The most recent ex-dividend date.'),
  dividend.percent('dividend_yield_avg', 'Average dividend yield', 'Average yearly dividend yield over the period.'),
  dividend.count('dividend_yield_avg_period', 'Average yield period (years)', 'Years behind the average yield.'),
  growth.percent('yoy_quarter_earnings_growth', 'Quarterly earnings growth (YoY)', 'Latest quarter vs a year earlier.'),
  growth.percent('yoy_quarter_revenue_growth', 'Quarterly revenue growth (YoY)', 'Latest quarter vs a year earlier.'),
  ownership.percent('free_float', 'Free float', 'Share of the company held by the public.'),
  ownership.list('affiliates', 'Affiliates', 'Business groups the company belongs to, e.g. Salim.'),
  other.score('esg_score', 'ESG risk score', 'Environmental, social and governance risk score; lower is better.'),
  other.list('indices', 'Indices', 'Index memberships, e.g. LQ45, IDX30, KOMPAS100.'),
  other.list('tags', 'Tags', 'Descriptive tags, e.g. 52-w-high, dividend-yield-ttm-above-5-percent.'),
] as const

const member = <const N extends string, T extends 'number' | 'string'>(
  name: N,
  type: T,
  unit: FieldUnit,
  label: string,
  description: string,
  list: ObjectListName,
  key: string,
): Def<N, T> => ({ name, type, unit, label, description, yearly: false, member: { list, key }, group: 'ownership' })

/**
 * IDX fields on the members of the company's JSON lists of objects. A condition on one holds when any element of
 * the list satisfies it; each condition is tested on its own (see compile.ts), and `query_values` gives the whole
 * list. Their text members accept only `=`, `!=`, `like` and `in`.
 */
export const idxListMemberFields = [
  member('key_executives_name', 'string', 'text', 'Executive name', 'Name of a key executive.', 'key_executives', 'name'),
  member('key_executives_position', 'string', 'text', 'Executive position', 'Position of a key executive, e.g. President Director.', 'key_executives', 'position'),
  member('executives_shareholdings_name', 'string', 'text', 'Shareholding executive', 'Name of an executive who holds shares.', 'executives_shareholdings', 'name'),
  member('executives_shareholdings_share_amount', 'number', 'count', 'Executive shares', 'Shares held by an executive.', 'executives_shareholdings', 'share_amount'),
  member('executives_shareholdings_share_percentage', 'number', 'percent', 'Executive stake', 'Share of the company held by an executive (0.01 is 1 %).', 'executives_shareholdings', 'share_percentage'),
  member('major_shareholders_name', 'string', 'text', 'Major shareholder', 'Name of a major shareholder, e.g. Public.', 'major_shareholders', 'name'),
  member('major_shareholders_share_value', 'number', 'IDR', 'Shareholder stake value', 'Market value of a major shareholder’s stake.', 'major_shareholders', 'share_value'),
  member('major_shareholders_share_amount', 'number', 'count', 'Shareholder shares', 'Shares held by a major shareholder.', 'major_shareholders', 'share_amount'),
  member('major_shareholders_share_percentage', 'number', 'percent', 'Shareholder stake', 'Share of the company held by a major shareholder (0.5 is 50 %).', 'major_shareholders', 'share_percentage'),
] // prettier-ignore
