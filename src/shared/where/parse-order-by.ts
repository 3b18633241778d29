import { fieldFromToken } from './ast'
import type { OrderKey, ValueExpr } from './ast'
import type { Cursor } from './cursor'
import { parseValue } from './parse-value'
import { isSymbol } from './tokens'

const WRAP_ARITHMETIC = 'Wrap arithmetic in parentheses to order by it, e.g. -(earnings[2024] / earnings[2023]).'

/** OrderList : OrderKey (',' OrderKey)* End */
export function parseOrderList(cursor: Cursor): OrderKey[] {
  const keys = [parseOrderKey(cursor)]
  while (cursor.eatSymbol(',') !== null) keys.push(parseOrderKey(cursor))
  const token = cursor.peek()
  if (token.kind === 'end') return keys
  if (isSymbol(token, '+', '-', '*', '/')) return cursor.fail(WRAP_ARITHMETIC, token.start)
  if (token.kind === 'name' && (token.name === 'asc' || token.name === 'desc'))
    return cursor.fail(
      "Use a leading '-' for descending order, e.g. -market_cap; ascending is the default.",
      token.start,
    )
  return cursor.fail(`Expected ',' or end of input after the sort key, found ${cursor.found()}.`, token.start)
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
    const after = descending ? " after '-'" : ''
    const found = cursor.describe(token)
    return cursor.fail(`Expected a field or an expression in parentheses${after}, found ${found}.`, token.start)
  }
  return { expr, descending, span: { start, end: cursor.end } }
}
