import { fieldFromToken } from './ast'
import type { OrderKey, ValueExpr } from './ast'
import type { Cursor } from './cursor'
import { parseValue } from './parse-value'
import { isSymbol } from './tokens'
import { whereText } from './messages'

const WRAP_ARITHMETIC = whereText('wrapArithmetic')

/** OrderList : OrderKey (',' OrderKey)* End */
export function parseOrderList(cursor: Cursor): OrderKey[] {
  const keys = [parseOrderKey(cursor)]
  while (cursor.eatSymbol(',') !== null) keys.push(parseOrderKey(cursor))
  const token = cursor.peek()
  if (token.kind === 'end') return keys
  if (isSymbol(token, '+', '-', '*', '/')) return cursor.fail(WRAP_ARITHMETIC, token.start)
  if (token.kind === 'name' && (token.name === 'asc' || token.name === 'desc'))
    return cursor.fail(whereText('leadingMinus'), token.start)
  return cursor.fail(whereText('expectedOrderSeparator', { found: cursor.found() }), token.start)
}

/**
 * OrderKey : '-'? (Field | '(' Sum ')')
 * The leading minus means descending, so arithmetic must sit in parentheses: `-a - b` would read as a sort
 * direction followed by a subtraction.
 */
function parseOrderKey(cursor: Cursor): OrderKey {
  const start = cursor.peek().start
  const descending = cursor.eatSymbol('-') !== null
  const token = cursor.peek()
  let expr: ValueExpr
  if (token.kind === 'name') {
    cursor.next()
    expr = fieldFromToken(token, { start: token.start, end: token.end })
  } else if (isSymbol(token, '(')) {
    expr = cursor.parenthesised(token, () => parseValue(cursor))
  } else {
    const key = descending ? 'expectedOrderKeyAfterMinus' : 'expectedOrderKey'
    return cursor.fail(whereText(key, { found: cursor.describe(token) }), token.start)
  }
  return { expr, descending, span: { start, end: cursor.end } }
}
