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
  identity.string('symbol'),
  identity.string('company_name'),
  classification.classification('sector'),
  classification.classification('sub_sector'),
  classification.classification('industry'),
  classification.classification('sub_industry'),
  classification.string('listing_board'),
  size.money('market_cap'),
  size.rank('market_cap_rank'),
  size.count('employee_num'),
  size.rank('employee_num_rank'),
  size.date('listing_date'),
  price.money('last_close_price'),
  price.percent('daily_close_change'),
  price.percent('yearly_mcap_change'),
  ...extremes,
  valuation.ratio('pe_ttm'),
  valuation.ratio('pb_mrq'),
  valuation.ratio('ps_ttm'),
  valuation.ratio('forward_pe'),
  valuation.money('intrinsic_value'),
  profitability.percent('roe_ttm'),
  profitability.percent('roa_ttm'),
  balance.ratio('dar_mrq'),
  balance.ratio('der_mrq'),
  balance.money('total_assets_mrq'),
  balance.money('total_equity_mrq'),
  balance.money('total_liabilities_mrq'),
  income.money('total_revenue_mrq'),
  income.money('earnings_mrq'),
  dividend.percent('yield_ttm'),
  dividend.money('dividend_ttm'),
  dividend.percent('payout_ratio'),
  dividend.percent('cash_payout_ratio'),
  dividend.date('last_ex_dividend_date'),
  dividend.percent('dividend_yield_avg'),
  dividend.count('dividend_yield_avg_period'),
  growth.percent('yoy_quarter_earnings_growth'),
  growth.percent('yoy_quarter_revenue_growth'),
  ownership.percent('free_float'),
  ownership.list('affiliates'),
  other.score('esg_score'),
  other.list('indices'),
  other.list('tags'),
] as const

const member = <const N extends string, T extends 'number' | 'string'>(
  name: N,
  type: T,
  unit: FieldUnit,
  list: ObjectListName,
  key: string,
): Def<N, T> => ({ name, type, unit, yearly: false, member: { list, key }, group: 'ownership' })

/**
 * IDX fields on the members of the company's JSON lists of objects. A condition on one holds when any element of
 * the list satisfies it; each condition is tested on its own (see compile.ts), and `query_values` gives the whole
 * list. Their text members accept only `=`, `!=`, `like` and `in`.
 */
export const idxListMemberFields = [
  member('key_executives_name', 'string', 'text', 'key_executives', 'name'),
  member('key_executives_position', 'string', 'text', 'key_executives', 'position'),
  member('executives_shareholdings_name', 'string', 'text', 'executives_shareholdings', 'name'),
  member('executives_shareholdings_share_amount', 'number', 'count', 'executives_shareholdings', 'share_amount'),
  member('executives_shareholdings_share_percentage', 'number', 'percent', 'executives_shareholdings', 'share_percentage'),
  member('major_shareholders_name', 'string', 'text', 'major_shareholders', 'name'),
  member('major_shareholders_share_value', 'number', 'IDR', 'major_shareholders', 'share_value'),
  member('major_shareholders_share_amount', 'number', 'count', 'major_shareholders', 'share_amount'),
  member('major_shareholders_share_percentage', 'number', 'percent', 'major_shareholders', 'share_percentage'),
] // prettier-ignore
