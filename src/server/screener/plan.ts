import type { ScreenerQuery } from '../../shared/api/screener'
import type { Catalogue } from '../../shared/catalogue'
import {
  englishMessage,
  printField,
  validateOrderBy,
  validateWhere,
  type Result,
  type WhereError,
} from '../../shared/where'
import type { Condition, FieldRef, OrderKey } from '../../shared/where/ast'
import { screenerProblem } from '../http/problems'

/** A screener query ready to compile: both clauses parsed and checked against the market's catalogue. */
export interface ScreenerPlan {
  condition: Condition | null
  orderKeys: OrderKey[]
  /** `desc=true`: keys written without `-` sort descending too */
  descending: boolean
  limit: number
  offset: number
  includeQueryValues: boolean
  /** the fields of `where` then of `order_by`, distinct by token: the keys of each row's query_values */
  fields: FieldRef[]
}

const DEFAULT_ORDER = 'symbol'

/**
 * Each distinct year or quarter a query names is one more join of the yearly or quarterly table: SQLite allows 64
 * tables in a join, and the work grows with each. Documented in docs/api.md (Limits).
 */
export const MAX_PERIODS_PER_QUERY = 16

function checkPeriods(fields: readonly FieldRef[]) {
  const periods = new Set(
    fields.filter((field) => field.year !== null).map((f) => `${String(f.year)}-${String(f.quarter ?? 0)}`),
  )
  if (periods.size > MAX_PERIODS_PER_QUERY)
    throw screenerProblem(
      'INVALID_WHERE_CLAUSE',
      `A query may name at most ${String(MAX_PERIODS_PER_QUERY)} distinct years and quarters; this one names ${String(periods.size)}.`,
      { parameter: 'where' },
    )
}

function orFail<T>(result: Result<T>, parameter: 'where' | 'order_by'): T {
  if (result.ok) return result.value
  const error: WhereError = result.error
  throw screenerProblem(error.code, englishMessage(error), { position: error.position, parameter })
}

/** Parses and checks `where` and `order_by`; a blank clause means none (and the default order, by symbol). */
export function planScreener(query: ScreenerQuery, catalogue: Catalogue): ScreenerPlan {
  const whereText = query.where?.trim() ?? ''
  const orderText = query.order_by?.trim() || DEFAULT_ORDER
  const where = whereText === '' ? null : orFail(validateWhere(whereText, catalogue), 'where')
  const order = orFail(validateOrderBy(orderText, catalogue), 'order_by')
  const seen = new Set<string>()
  const fields = [...(where?.fields ?? []), ...order.fields].filter((field) => {
    const token = printField(field)
    if (seen.has(token)) return false
    seen.add(token)
    return true
  })
  checkPeriods(fields)
  return {
    condition: where?.condition ?? null,
    orderKeys: order.keys,
    descending: query.desc,
    limit: query.limit,
    offset: query.offset,
    includeQueryValues: query.include_query_values,
    fields,
  }
}
