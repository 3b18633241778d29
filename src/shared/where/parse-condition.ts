import { isCondition } from './ast'
import type { CompareOp, Condition, In, Like, Node, NumberLit, StringLit, ValueExpr } from './ast'
import type { Cursor } from './cursor'
import { MAX_LIST_ITEMS, quote } from './errors'
import { whereText } from './messages'
import { parseSum, parseValue, requireValue } from './parse-value'
import { isKeywordToken, isSymbol } from './tokens'
import type { Token } from './tokens'

/** Where : Or End */
export function parseWhereClause(cursor: Cursor): Condition {
  const start = cursor.peek().start
  const condition = requireCondition(cursor, parseOr(cursor), start)
  const token = cursor.peek()
  if (token.kind !== 'end') cursor.fail(whereText('expectedAndOrEnd', { found: cursor.found() }), token.start)
  return condition
}

/**
 * Or : And ('or' And)*
 * n-ary and flat: `a or (b or c)` is one `or` of three. A lone operand passes through untouched, since it may be
 * a value inside parentheses (`(a) > 1`) that only the caller can judge.
 */
function parseOr(cursor: Cursor): Node {
  return parseJunction(cursor, 'or', parseAnd)
}

/** And : Not ('and' Not)* */
function parseAnd(cursor: Cursor): Node {
  return parseJunction(cursor, 'and', parseNot)
}

/** The loop `Or` and `And` share: operands joined by `kind`, flattened into one n-ary node. */
function parseJunction(cursor: Cursor, kind: 'and' | 'or', operand: (cursor: Cursor) => Node): Node {
  const start = cursor.peek().start
  const first = operand(cursor)
  const keyword = cursor.peek()
  if (!isKeywordToken(keyword, kind)) return first
  const operands: Condition[] = []
  const add = (node: Condition) => {
    if (node.kind === kind) operands.push(...node.operands)
    else operands.push(node)
  }
  add(requireCondition(cursor, first, start))
  while (cursor.eatKeyword(kind) !== null) {
    const operandStart = cursor.peek().start
    add(requireCondition(cursor, operand(cursor), operandStart))
  }
  return cursor.built({ kind, operands, span: { start, end: cursor.end } }, keyword)
}

/** Not : 'not' Not | Comparison */
function parseNot(cursor: Cursor): Node {
  const not = cursor.peek()
  if (!isKeywordToken(not, 'not')) return parseComparison(cursor)
  const operand = cursor.prefixed(not, () => {
    const operandStart = cursor.peek().start
    return requireCondition(cursor, parseNot(cursor), operandStart)
  })
  return cursor.built({ kind: 'not', operand, span: { start: not.start, end: cursor.end } }, not)
}

/**
 * Comparison : Sum CompareOp Sum | Sum 'not'? 'like' String | Sum 'not'? 'in' List | Sum 'is' 'not'? 'null' | Sum
 * The bare `Sum` is a parenthesised condition (`(a > 1 or b < 2)`), or a value that a `)` is about to close
 * (`(revenue[2024] - revenue[2023]) / ...`); any other bare value is missing its comparison.
 */
function parseComparison(cursor: Cursor): Node {
  const start = cursor.peek().start
  const left = parseSum(cursor, parseOr)
  const token = cursor.peek()
  const op = compareOp(token)
  if (op !== null) {
    const subject = requireValue(cursor, left, start, `'${cursor.source(token)}'`)
    cursor.next()
    const right = parseValue(cursor)
    return cursor.built({ kind: 'compare', op, left: subject, right, span: { start, end: cursor.end } }, token)
  }
  if (isKeywordToken(token, 'is')) {
    return parseIsNull(cursor, requireValue(cursor, left, start, "'is'"), start)
  }
  const negated = isKeywordToken(token, 'not')
  const keyword = negated ? cursor.peek(1) : token
  if (isKeywordToken(keyword, 'like') || isKeywordToken(keyword, 'in')) {
    const subject = requireValue(cursor, left, start, `'${cursor.source(token)}'`)
    if (negated) cursor.next()
    cursor.next()
    const parsed = isKeywordToken(keyword, 'like') ? parseLike(cursor, subject, start) : parseIn(cursor, subject, start)
    const condition = cursor.built(parsed, keyword)
    return negated ? cursor.built({ kind: 'not', operand: condition, span: condition.span }, token) : condition
  }
  if (negated) cursor.fail(whereText('expectedLikeOrIn', { found: cursor.describe(keyword) }), keyword.start)
  if (isCondition(left) || isSymbol(token, ')')) return left
  if (isSymbol(token, '[') && left.kind === 'field' && left.year === null)
    cursor.fail(whereText('yearWithoutSpace'), token.start)
  return requireCondition(cursor, left, start)
}

function compareOp(token: Token): CompareOp | null {
  if (token.kind !== 'symbol') return null
  switch (token.symbol) {
    case '=':
    case '!=':
    case '>':
    case '>=':
    case '<':
    case '<=':
      return token.symbol
    default:
      return null
  }
}

/** IsNull : 'is' 'not'? 'null'   (after the subject) */
function parseIsNull(cursor: Cursor, subject: ValueExpr, start: number): Condition {
  const is = cursor.next()
  const negated = cursor.eatKeyword('not') !== null
  if (cursor.eatKeyword('null') === null)
    cursor.fail(whereText('expectedNull', { keyword: negated ? "'is not'" : "'is'" }), cursor.peek().start)
  return cursor.built({ kind: 'isNull', subject, negated, span: { start, end: cursor.end } }, is)
}

/** Like : 'like' String   (after the subject and the keyword) */
function parseLike(cursor: Cursor, subject: ValueExpr, start: number): Like {
  const token = cursor.peek()
  if (token.kind !== 'string') return cursor.fail(whereText('expectedPattern', { found: cursor.found() }), token.start)
  cursor.next()
  const pattern: StringLit = { kind: 'string', value: token.value, span: { start: token.start, end: token.end } }
  return { kind: 'like', subject, pattern, span: { start, end: cursor.end } }
}

/**
 * In   : 'in' List   (after the subject and the keyword)
 * List : '[' Item (',' Item)* ']' | '(' Item (',' Item)* ')'
 */
function parseIn(cursor: Cursor, subject: ValueExpr, start: number): In {
  const open = cursor.peek()
  if (!isSymbol(open, '[', '('))
    return cursor.fail(whereText('expectedListOpen', { found: cursor.found() }), open.start)
  cursor.next()
  const closer = open.symbol === '[' ? ']' : ')'
  const items = [parseItem(cursor)]
  while (cursor.eatSymbol(',') !== null) {
    const item = parseItem(cursor)
    if (items.length === MAX_LIST_ITEMS) cursor.fail(whereText('listTooLong', { max: MAX_LIST_ITEMS }), item.span.start)
    items.push(item)
  }
  if (cursor.eatSymbol(closer) === null)
    cursor.fail(
      whereText('expectedListSeparator', { closer: `'${closer}'`, found: cursor.found() }),
      cursor.peek().start,
    )
  return { kind: 'in', subject, items, span: { start, end: cursor.end } }
}

/** Item : String | '-'? Number */
function parseItem(cursor: Cursor): StringLit | NumberLit {
  const token = cursor.next()
  const span = { start: token.start, end: token.end }
  if (token.kind === 'string') return { kind: 'string', value: token.value, span }
  if (token.kind === 'number') return { kind: 'number', value: token.value, span }
  if (isSymbol(token, '-')) {
    const number = cursor.next()
    if (number.kind === 'number') return { kind: 'number', value: -number.value, span: { ...span, end: number.end } }
    return cursor.fail(whereText('expectedNumberAfterMinus', { found: cursor.describe(number) }), number.start)
  }
  return cursor.fail(whereText('expectedListItem', { found: cursor.describe(token) }), token.start)
}

/** Checks that a parsed node is a condition where one is needed: `market_cap` alone is an error. */
function requireCondition(cursor: Cursor, node: Node, start: number): Condition {
  if (isCondition(node)) return node
  const source = cursor.text.slice(start, cursor.end)
  return cursor.fail(
    whereText('expectedComparison', { source: quote(source), found: cursor.found() }),
    cursor.peek().start,
  )
}
