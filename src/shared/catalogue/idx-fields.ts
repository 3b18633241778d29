import { group, priceExtremes, type Def } from './define'
import type { FieldUnit, ObjectListName } from './types'

const identity = group('identity')
const classification = group('classification')
const size = group('size')
const price = group('price')
const valuation = group('valuation')
const profitability = group('profitability')
const income = group('income')
const balance = group('balance')
const dividend = group('dividend')
const growth = group('growth')
const ownership = group('ownership')
const other = group('other')

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
  size.number('market_cap', 'IDR', 'Market cap', 'Market capitalisation.'),
  size.number('market_cap_rank', 'rank', 'Market cap rank', 'Rank by market capitalisation; 1 is the largest.'),
  size.number('employee_num', 'count', 'Employees', 'Number of employees.'),
  size.number('employee_num_rank', 'rank', 'Employee rank', 'Rank by number of employees; 1 is the largest.'),
  size.date('listing_date', 'Listing date', 'The date the company first listed on IDX.'),
  price.number('last_close_price', 'IDR', 'Last close', 'Latest closing price per share.'),
  price.number('daily_close_change', 'percent', 'Daily change', 'Change of the latest close against the previous one.'),
  price.number('yearly_mcap_change', 'percent', 'Market cap change (1y)', 'Market cap change over the past year.'),
  ...extremes,
  valuation.number('pe_ttm', 'ratio', 'P/E (TTM)', 'Price to trailing-twelve-month earnings.'),
  valuation.number('pb_mrq', 'ratio', 'P/B (MRQ)', 'Price to book value of the most recent quarter.'),
  valuation.number('ps_ttm', 'ratio', 'P/S (TTM)', 'Price to trailing-twelve-month sales.'),
  valuation.number('forward_pe', 'ratio', 'Forward P/E', 'Price to next year’s estimated earnings.'),
  valuation.number('intrinsic_value', 'IDR', 'Intrinsic value', 'Estimated intrinsic value per share.'),
  profitability.number('roe_ttm', 'percent', 'ROE (TTM)', 'Trailing-twelve-month return on equity.'),
  profitability.number('roa_ttm', 'percent', 'ROA (TTM)', 'Trailing-twelve-month return on assets.'),
  balance.number('dar_mrq', 'ratio', 'Debt/assets (MRQ)', 'Debt to assets, most recent quarter.'),
  balance.number('der_mrq', 'ratio', 'Debt/equity (MRQ)', 'Debt to equity, most recent quarter.'),
  balance.number('total_assets_mrq', 'IDR', 'Total assets (MRQ)', 'Total assets, most recent quarter.'),
  balance.number('total_equity_mrq', 'IDR', 'Total equity (MRQ)', 'Shareholders’ equity, most recent quarter.'),
  balance.number('total_liabilities_mrq', 'IDR', 'Total liabilities (MRQ)', 'Total liabilities, most recent quarter.'),
  income.number('total_revenue_mrq', 'IDR', 'Revenue (MRQ)', 'Revenue of the most recent quarter.'),
  income.number('earnings_mrq', 'IDR', 'Net income (MRQ)', 'Net profit or loss of the most recent quarter.'),
  dividend.number(
    'yield_ttm',
    'percent',
    'Dividend yield (TTM)',
    'Dividends of the past twelve months over the price.',
  ),
  dividend.number(
    'dividend_ttm',
    'IDR',
    'Dividend per share (TTM)',
    'Dividends per share paid in the past twelve months.',
  ),
  dividend.number('payout_ratio', 'percent', 'Payout ratio', 'Share of earnings paid out as dividends.'),
  dividend.number(
    'cash_payout_ratio',
    'percent',
    'Cash payout ratio',
    'Share of free cash flow paid out as dividends.',
  ),
  dividend.date('last_ex_dividend_date', 'Last ex-dividend date', 'The most recent ex-dividend date.'),
  dividend.number(
    'dividend_yield_avg',
    'percent',
    'Average dividend yield',
    'Average yearly dividend yield over the period.',
  ),
  dividend.number(
    'dividend_yield_avg_period',
    'count',
    'Average yield period (years)',
    'Years behind the average yield.',
  ),
  growth.number(
    'yoy_quarter_earnings_growth',
    'percent',
    'Quarterly earnings growth (YoY)',
    'Latest quarter vs a year earlier.',
  ),
  growth.number(
    'yoy_quarter_revenue_growth',
    'percent',
    'Quarterly revenue growth (YoY)',
    'Latest quarter vs a year earlier.',
  ),
  ownership.number('free_float', 'percent', 'Free float', 'Share of the company held by the public.'),
  ownership.list('affiliates', 'Affiliates', 'Business groups the company belongs to, e.g. Salim.'),
  other.number(
    'esg_score',
    'score',
    'ESG risk score',
    'Environmental, social and governance risk score; lower is better.',
  ),
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
