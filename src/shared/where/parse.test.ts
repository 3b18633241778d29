import { describe, expect, it } from 'vitest'
import type { Condition } from './ast'
import { parseWhere } from './parse'
import { withoutSpans } from './spans'
import { and, arith, compare, field, inList, isNull, like, negate, not, num, or, str } from './build'
import { englishMessage } from './errors'

const a = field('a')
const b = field('b')
const c = field('c')

/** Parses text that must be valid and returns its tree without spans. */
function tree(text: string): Condition {
  const result = parseWhere(text)
  if (!result.ok) throw new Error(`${text}: ${englishMessage(result.error)}`)
  return withoutSpans(result.value)
}

/** Number literals as written, with the number each one is. */
const numberLiterals: readonly (readonly [string, number])[] = [
  ['12', 12],
  ['1.5', 1.5],
  ['.5', 0.5],
  ['1e12', 1e12],
  ['2.5E-3', 0.0025],
  ['1e+21', 1e21],
  ['-5', -5],
  ['- 5', -5],
  ['-0', -0],
]

const valid: readonly (readonly [string, Condition])[] = [
  // comparisons, every operator, `<>` as `!=`
  ...(['=', '!=', '>', '>=', '<', '<='] as const).map((op) => [`a ${op} 1`, compare(a, op, num(1))] as const),
  ['a <> 1', compare(a, '!=', num(1))],
  ['a=b', compare(a, '=', b)],
  ['1 < a', compare(num(1), '<', a)],
  // whitespace of all four kinds
  ['\ta\r\n>\n1 ', compare(a, '>', num(1))],
  // names: case, digits first, yearly brackets with optional inner spaces
  ['Market_Cap > 1', compare(field('market_cap'), '>', num(1))],
  ['52_w_high_price > 90_d_low_price', compare(field('52_w_high_price'), '>', field('90_d_low_price'))],
  ['12abc = 1e5x', compare(field('12abc'), '=', field('1e5x'))],
  ['revenue[2024] > 0', compare(field('revenue', 2024), '>', num(0))],
  ['revenue[ 2024 ] > 0', compare(field('revenue', 2024), '>', num(0))],
  ['_x1[1900] < x[2100]', compare(field('_x1', 1900), '<', field('x', 2100))],
  // numbers
  ...numberLiterals.map(([text, value]) => [`a > ${text}`, compare(a, '>', num(value))] as const),
  ['a > -(5)', compare(a, '>', negate(num(5)))],
  ['a > --5', compare(a, '>', negate(num(-5)))],
  ['a > -b', compare(a, '>', negate(b))],
  ['a > -(-b)', compare(a, '>', negate(negate(b)))],
  ['a > -b * c', compare(a, '>', arith(negate(b), '*', c))],
  // strings: both quotes, doubled quotes, backslash escapes, anything inside
  ["a = 'x'", compare(a, '=', str('x'))],
  ['a = "x"', compare(a, '=', str('x'))],
  ["a = 'O''Neil'", compare(a, '=', str("O'Neil"))],
  ["a = 'Dr\\'s'", compare(a, '=', str("Dr's"))],
  ['a = "say ""hi"""', compare(a, '=', str('say "hi"'))],
  ["a = 'back\\\\slash'", compare(a, '=', str('back\\slash'))],
  ["a = '; DROP TABLE x; --'", compare(a, '=', str('; DROP TABLE x; --'))],
  ["a = ''", compare(a, '=', str(''))],
  ["a = 'é 日本 😀'", compare(a, '=', str('é 日本 😀'))],
  // arithmetic: precedence and left associativity
  ['a + b * c > 1', compare(arith(a, '+', arith(b, '*', c)), '>', num(1))],
  ['a * b + c > 1', compare(arith(arith(a, '*', b), '+', c), '>', num(1))],
  ['a - b - c > 1', compare(arith(arith(a, '-', b), '-', c), '>', num(1))],
  ['a / b / c > 1', compare(arith(arith(a, '/', b), '/', c), '>', num(1))],
  ['a - (b - c) > 1', compare(arith(a, '-', arith(b, '-', c)), '>', num(1))],
  ['a--5 > 1', compare(arith(a, '-', num(-5)), '>', num(1))],
  // `--` is two minus signs, never a comment
  ['a > 0 -- b', compare(a, '>', arith(num(0), '-', negate(b)))],
  ['a > b + 1', compare(a, '>', arith(b, '+', num(1)))],
  [
    '(revenue[2024] - revenue[2023]) / revenue[2023] > 0.2',
    compare(
      arith(arith(field('revenue', 2024), '-', field('revenue', 2023)), '/', field('revenue', 2023)),
      '>',
      num(0.2),
    ),
  ],
  ['(a) > 1', compare(a, '>', num(1))],
  ['((a)) > ((1))', compare(a, '>', num(1))],
  ['(a + b) * c = (1)', compare(arith(arith(a, '+', b), '*', c), '=', num(1))],
  // like, in, is null, and their negations
  ["a like 'x%'", like(a, 'x%')],
  ["a LIKE 'x%'", like(a, 'x%')],
  ["a not like '%x'", not(like(a, '%x'))],
  ["a in ['x', 'y']", inList(a, [str('x'), str('y')])],
  ['a in (1, -2, 3.5)', inList(a, [num(1), num(-2), num(3.5)])],
  ["a not in ['x']", not(inList(a, [str('x')]))],
  ['a IN [1]', inList(a, [num(1)])],
  ['a is null', isNull(a)],
  ['a IS NOT NULL', isNull(a, true)],
  ['a + 1 is null', isNull(arith(a, '+', num(1)))],
  // boolean structure: precedence, flattening, groups
  ['a > 1 and b > 1', and(compare(a, '>', num(1)), compare(b, '>', num(1)))],
  ['a > 1 AND b > 1 Or c > 1', or(and(compare(a, '>', num(1)), compare(b, '>', num(1))), compare(c, '>', num(1)))],
  ['a > 1 or b > 1 and c > 1', or(compare(a, '>', num(1)), and(compare(b, '>', num(1)), compare(c, '>', num(1))))],
  ['a = 1 and (b = 1 and c = 1)', and(compare(a, '=', num(1)), compare(b, '=', num(1)), compare(c, '=', num(1)))],
  ['(a = 1 or b = 1) or c = 1', or(compare(a, '=', num(1)), compare(b, '=', num(1)), compare(c, '=', num(1)))],
  [
    "(a > 1 or b < 2) and c = 'x'",
    and(or(compare(a, '>', num(1)), compare(b, '<', num(2))), compare(c, '=', str('x'))),
  ],
  ['not a = 1', not(compare(a, '=', num(1)))],
  ['NOT not a = 1', not(not(compare(a, '=', num(1))))],
  ['not a = 1 and b = 1', and(not(compare(a, '=', num(1))), compare(b, '=', num(1)))],
  ['not (a = 1 or b = 1)', not(or(compare(a, '=', num(1)), compare(b, '=', num(1))))],
  ['((a = 1))', compare(a, '=', num(1))],
  ['a = 1 and not b in [1]', and(compare(a, '=', num(1)), not(inList(b, [num(1)])))],
]

describe('parseWhere', () => {
  it.each(valid)('parses %s', (text, expected) => {
    expect(tree(text)).toEqual(expected)
  })

  it('keeps -0 apart from 0 (toEqual compares numbers with Object.is)', () => {
    expect(tree('a > -0')).toEqual(compare(a, '>', num(-0)))
    expect(tree('a > -0')).not.toEqual(compare(a, '>', num(0)))
  })

  it('records spans from the first to the last token of each rule', () => {
    const result = parseWhere("(a + b) * revenue[2024] > -5 and c not in ['x']")
    expect(result.ok).toBe(true)
    if (!result.ok || result.value.kind !== 'and') return
    const [first, second] = result.value.operands
    expect(result.value.span).toEqual({ start: 0, end: 47 })
    if (first?.kind !== 'compare' || first.left.kind !== 'arith' || first.left.left.kind !== 'arith') {
      throw new Error('unexpected tree')
    }
    expect(first.span).toEqual({ start: 0, end: 28 })
    expect(first.left.span).toEqual({ start: 0, end: 23 })
    // the parentheses around a whole node are not part of its span
    expect(first.left.left.span).toEqual({ start: 1, end: 6 })
    expect(first.left.right.span).toEqual({ start: 10, end: 23 })
    // a folded negative literal spans its minus sign
    expect(first.right.span).toEqual({ start: 26, end: 28 })
    expect(second?.span).toEqual({ start: 33, end: 47 })
    if (second?.kind !== 'not' || second.operand.kind !== 'in') throw new Error('unexpected tree')
    expect(second.operand.span).toEqual({ start: 33, end: 47 })
    expect(second.operand.items[0]?.span).toEqual({ start: 43, end: 46 })
  })
})
