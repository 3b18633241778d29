import { specsFor, type FieldSpec, type Market } from '../catalogue'
import type { UrlParam } from '../url-state'

/**
 * The columns a results table shows beside the queried fields, per market: what people compare companies on.
 * SGX has no trailing yield or market-cap change: its forward yield and 1-year price change stand in for them.
 */
export const DEFAULT_COLUMNS: Readonly<Record<Market, readonly string[]>> = {
  idx: ['sub_sector', 'market_cap', 'last_close_price', 'yearly_mcap_change', 'pe_ttm', 'pb_mrq', 'yield_ttm'],
  sgx: ['sub_sector', 'market_cap', 'last_close_price', 'change_1y', 'pe', 'pb', 'forward_dividend_yield'],
}

/** How the URL says "no columns beyond the queried fields" (an empty value would read as the default set). */
const NONE = 'none'

/**
 * The fields a person can add as columns: one current value per company (no fiscal year or quarter), not a list,
 * and not symbol or name, which have columns of their own. In catalogue order, which is also the columns' order.
 */
export function pickableFields(market: Market): FieldSpec[] {
  return specsFor(market).fields.filter(
    (field) =>
      !field.yearly &&
      field.quarterly !== true &&
      field.member === undefined &&
      field.type !== 'string_list' &&
      field.name !== 'symbol' &&
      field.name !== 'company_name',
  )
}

/** The chosen column names of a market in catalogue order; null when they are the market's default set. */
export function normaliseColumns(market: Market, names: readonly string[]): string[] | null {
  const chosen = new Set(names)
  const ordered = pickableFields(market)
    .map((field) => field.name)
    .filter((name) => chosen.has(name))
  const defaults = DEFAULT_COLUMNS[market]
  const isDefault = ordered.length === defaults.length && defaults.every((name) => chosen.has(name))
  return isDefault ? null : ordered
}

/** The columns shown beside the queried fields: the link's choice, else the market's default set. */
export const columnsOf = (search: { market: Market; columns: readonly string[] | null }): readonly string[] =>
  search.columns ?? DEFAULT_COLUMNS[search.market]

/**
 * `columns=market_cap,pe_ttm`: absent means the market's default set, `none` only the queried fields. Names are
 * checked against the market's fields by the screener's URL state, which knows the market.
 */
export const columnsParam: UrlParam<readonly string[] | null> = {
  name: 'columns',
  defaultValue: null,
  parse: (text) => {
    if (text === NONE) return { ok: true, value: [] }
    const names = text.split(',').map((name) => name.trim())
    const bad = names.find((name) => !/^[a-z0-9_]+$/.test(name))
    return bad === undefined
      ? { ok: true, value: names }
      : { ok: false, problem: { code: 'columnNotFieldName', text: bad } }
  },
  serialise: (value) => (value === null ? '' : value.length === 0 ? NONE : value.join(',')),
  // the same rows, only other values: the person stays on the page they were reading
  resetsPage: false,
}

/** The first name a market does not offer as a column, or undefined when all are offered. */
export function unknownColumn(market: Market, names: readonly string[]): string | undefined {
  const offered = new Set(pickableFields(market).map((field) => field.name))
  return names.find((name) => !offered.has(name))
}

/**
 * The order_by that also brings the chosen columns' values: the service gives `query_values` for every field of
 * `where` and then of `order_by`, and has no other way to ask for a value. `symbol` (unique) goes first among the
 * additions, so the columns never change the order of the rows: every tie is already broken before them.
 */
export function orderByWithColumns(orderBy: string, columns: readonly string[]): string {
  if (columns.length === 0) return orderBy
  const keys = orderBy === 'symbol' ? [orderBy] : [orderBy, 'symbol']
  return [...keys, ...columns].join(',')
}
