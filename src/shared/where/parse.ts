import type { Condition, OrderKey } from './ast'
import { Cursor } from './cursor'
import { attempt, failed, MAX_EXPRESSION_LENGTH, whereError, WhereFailure } from './errors'
import { whereText } from './messages'
import type { Result } from './errors'
import { parseWhereClause } from './parse-condition'
import { parseOrderList } from './parse-order-by'

/**
 * Parses a `where` clause into its syntax tree, or explains the first error in the text with its offset.
 * Only syntax is checked here: field names, years and types are `analyseWhere`'s job. Never throws.
 */
export function parseWhere(text: string): Result<Condition> {
  return attempt(() => parseWhereClause(start(text)))
}

/**
 * Parses an `order_by` list such as `-market_cap, (revenue[2024] / revenue[2023])`. Every error, lexical or
 * syntactic, carries the code UNSUPPORTED_ORDER_BY. Never throws.
 */
export function parseOrderBy(text: string): Result<OrderKey[]> {
  const result = attempt(() => parseOrderList(start(text)))
  return result.ok ? result : failed({ ...result.error, code: 'UNSUPPORTED_ORDER_BY' })
}

/** Refuses oversized input before any work is done, then hands the text to a cursor. */
function start(text: string): Cursor {
  if (text.length > MAX_EXPRESSION_LENGTH) {
    const text = whereText('tooLong', { max: MAX_EXPRESSION_LENGTH })
    throw new WhereFailure(whereError('INVALID_WHERE_CLAUSE', text, MAX_EXPRESSION_LENGTH))
  }
  return new Cursor(text)
}
