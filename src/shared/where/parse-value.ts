import { fieldFromToken, isCondition } from './ast'
import type { ArithOp, Node, ValueExpr } from './ast'
import type { Cursor } from './cursor'
import { quote } from './errors'
import { whereText, type WhereText } from './messages'
import { isKeywordToken, isSymbol } from './tokens'
import type { SymbolToken, Token } from './tokens'

/**
 * Parses what sits between `(` and `)`. Only the first parenthesis of a comparison may hold a condition
 * (`(a > 1 or b < 2) and ...`) as well as a value (`(a - b) / b > 0.2`): the `where` parser passes its `or` rule
 * there. Anywhere else only a value fits, so the group holds arithmetic and a stray `and` inside it is reported
 * as an unclosed parenthesis.
 */
export type GroupParser<N extends Node> = (cursor: Cursor) => N

/** Parses arithmetic only: the right side of a comparison, an operand, a sort key. */
export function parseValue(cursor: Cursor): ValueExpr {
  return parseSum(cursor, parseValue)
}

/**
 * Sum : Product (('+' | '-') Product)*
 * Left-associative: `a - b - c` is `(a - b) - c`, built in a loop; the cursor bounds the depth of such chains.
 */
export function parseSum<N extends Node>(cursor: Cursor, group: GroupParser<N>): N | ValueExpr {
  const start = cursor.peek().start
  let left: N | ValueExpr = parseProduct(cursor, group)
  for (let op = cursor.peek(); isSymbol(op, '+', '-'); op = cursor.peek())
    left = arithmetic(cursor, start, left, op, (next) => parseProduct(next, parseValue))
  return left
}

/** Product : Unary (('*' | '/') Unary)* */
function parseProduct<N extends Node>(cursor: Cursor, group: GroupParser<N>): N | ValueExpr {
  const start = cursor.peek().start
  let left: N | ValueExpr = parseUnary(cursor, group)
  for (let op = cursor.peek(); isSymbol(op, '*', '/'); op = cursor.peek())
    left = arithmetic(cursor, start, left, op, (next) => parseUnary(next, parseValue))
  return left
}

/** Builds `left op right` once `op` has been seen, reading `right` with the next tighter rule. */
function arithmetic(
  cursor: Cursor,
  start: number,
  left: Node,
  op: SymbolToken & { readonly symbol: ArithOp },
  operand: (cursor: Cursor) => ValueExpr,
): ValueExpr {
  const leftValue = requireValue(cursor, left, start, `'${cursor.source(op)}'`)
  cursor.next()
  const right = operand(cursor)
  return cursor.built({ kind: 'arith', op: op.symbol, left: leftValue, right, span: { start, end: cursor.end } }, op)
}

/**
 * Unary : '-' Number | '-' Unary | Primary
 * A minus before a number literal is folded into a negative literal (`-5`); before anything else, including a
 * parenthesis, it is a negation (`-(5)`, `-x`). Whitespace between the two does not matter.
 */
function parseUnary<N extends Node>(cursor: Cursor, group: GroupParser<N>): N | ValueExpr {
  const minus = cursor.peek()
  if (!isSymbol(minus, '-')) return parsePrimary(cursor, group)
  const number = cursor.peek(1)
  if (number.kind === 'number') {
    cursor.next()
    cursor.next()
    return { kind: 'number', value: -number.value, span: { start: minus.start, end: number.end } }
  }
  const operand = cursor.prefixed(minus, () => parseUnary(cursor, parseValue))
  return cursor.built({ kind: 'negate', operand, span: { start: minus.start, end: cursor.end } }, minus)
}

/** Primary : Field | Number | String | '(' Group ')' */
function parsePrimary<N extends Node>(cursor: Cursor, group: GroupParser<N>): N | ValueExpr {
  const token = cursor.peek()
  const span = { start: token.start, end: token.end }
  switch (token.kind) {
    case 'name':
      cursor.next()
      return fieldFromToken(token, span)
    case 'number':
      cursor.next()
      return { kind: 'number', value: token.value, span }
    case 'string':
      cursor.next()
      return { kind: 'string', value: token.value, span }
    case 'keyword':
    case 'symbol':
    case 'end':
      break
  }
  if (!isSymbol(token, '(')) return cursor.fail(expectedValue(cursor, token), token.start)
  return cursor.parenthesised(token, () => group(cursor))
}

/** The message for a missing value, worded after what came before it. */
function expectedValue(cursor: Cursor, found: Token): WhereText {
  const previous = cursor.previous
  const foundText = cursor.found()
  if (previous === null) return whereText('expectedCondition', { found: foundText })
  const after = cursor.source(previous)
  if (isKeywordToken(found, 'null') && isSymbol(previous, '=')) return whereText('useIsNull')
  if (isKeywordToken(found, 'null') && isSymbol(previous, '!='))
    return whereText('useIsNotNull', { written: `'${after} null'` })
  if (previous.kind === 'keyword') return whereText('expectedConditionAfter', { after: `'${after}'`, found: foundText })
  if (isSymbol(previous, '(')) return whereText('expectedExpressionAfterParenthesis', { found: foundText })
  return whereText('expectedValueAfter', { after: `'${after}'`, found: foundText })
}

/**
 * Checks that what a parenthesis produced is a value where arithmetic or a comparison needs one:
 * `(a > 1) + 2` is an error. `start` is where the operand's text begins, for the message and the position.
 */
export function requireValue(cursor: Cursor, node: Node, start: number, before: string): ValueExpr {
  if (!isCondition(node)) return node
  const source = cursor.text.slice(start, cursor.end)
  return cursor.fail(whereText('expectedValueNotCondition', { before, source: quote(source) }), start)
}
