import { describe, expect, it } from 'vitest'
import type { Condition, ValueExpr } from './ast'
import { parseWhere } from './parse'
import { printCondition, printField, printValue } from './print'
import { and, arith, compare, field, inList, isNull, like, negate, not, num, or, str } from './build'
import { englishMessage } from './errors'

const a = field('a')
const b = field('b')
const c = field('c')
const gt = (left: ValueExpr) => compare(left, '>', num(0))

const values: readonly (readonly [ValueExpr, string])[] = [
  [field('market_cap'), 'market_cap'],
  [field('revenue', 2024), 'revenue[2024]'],
  [num(12), '12'],
  [num(1.5), '1.5'],
  [num(1e21), '1e+21'],
  [num(1e-7), '1e-7'],
  [num(-5), '-5'],
  [num(-0), '-0'],
  [num(0), '0'],
  [num(0.1 + 0.2), '0.30000000000000004'],
  [str('x'), "'x'"],
  [str("O'Neil"), "'O''Neil'"],
  [str('say "hi"'), `'say "hi"'`],
  [str('back\\slash'), "'back\\\\slash'"],
  [str(''), "''"],
  // precedence: parentheses only where the tree needs them
  [arith(a, '+', arith(b, '*', c)), 'a + b * c'],
  [arith(arith(a, '+', b), '*', c), '(a + b) * c'],
  [arith(arith(a, '*', b), '+', c), 'a * b + c'],
  [arith(a, '*', arith(b, '+', c)), 'a * (b + c)'],
  // associativity: a right operand of equal precedence is always parenthesised
  [arith(arith(a, '-', b), '-', c), 'a - b - c'],
  [arith(a, '-', arith(b, '-', c)), 'a - (b - c)'],
  [arith(a, '+', arith(b, '+', c)), 'a + (b + c)'],
  [arith(a, '/', arith(b, '*', c)), 'a / (b * c)'],
  [arith(arith(a, '/', b), '*', c), 'a / b * c'],
  [arith(a, '+', arith(b, '-', c)), 'a + (b - c)'],
  // negatives and negation
  [arith(a, '-', num(-5)), 'a - -5'],
  [arith(num(-5), '*', a), '-5 * a'],
  [negate(a), '-a'],
  [negate(field('revenue', 2024)), '-revenue[2024]'],
  [negate(arith(a, '+', b)), '-(a + b)'],
  [negate(arith(a, '*', b)), '-(a * b)'],
  [negate(negate(a)), '-(-a)'],
  [negate(num(5)), '-(5)'],
  [negate(num(-5)), '-(-5)'],
  [negate(str('x')), "-('x')"],
  [arith(negate(a), '*', b), '-a * b'],
  [arith(a, '*', negate(b)), 'a * -b'],
]

const conditions: readonly (readonly [Condition, string])[] = [
  [compare(a, '!=', str('x')), "a != 'x'"],
  [
    compare(field('revenue', 2024), '>=', arith(field('revenue', 2023), '*', num(1.2))),
    'revenue[2024] >= revenue[2023] * 1.2',
  ],
  [like(a, "it's%"), "a like 'it''s%'"],
  [not(like(a, '%x')), "a not like '%x'"],
  [inList(a, [str('x'), str("O'Neil")]), "a in ['x', 'O''Neil']"],
  [not(inList(a, [num(1), num(-2)])), 'a not in [1, -2]'],
  [not(inList(arith(a, '+', b), [num(1)])), 'a + b not in [1]'],
  [not(like(arith(a, '+', b), 'x')), "a + b not like 'x'"],
  [isNull(a), 'a is null'],
  [isNull(a, true), 'a is not null'],
  [not(isNull(a)), 'not a is null'],
  [not(gt(a)), 'not a > 0'],
  [not(not(gt(a))), 'not not a > 0'],
  [not(not(inList(a, [num(1)]))), 'not a not in [1]'],
  [and(gt(a), gt(b), gt(c)), 'a > 0 and b > 0 and c > 0'],
  [or(gt(a), gt(b)), 'a > 0 or b > 0'],
  // an `or` inside an `and`, and an `and` inside an `or`, are both parenthesised
  [and(or(gt(a), gt(b)), gt(c)), '(a > 0 or b > 0) and c > 0'],
  [or(and(gt(a), gt(b)), gt(c)), '(a > 0 and b > 0) or c > 0'],
  [or(gt(a), and(gt(b), not(gt(c)))), 'a > 0 or (b > 0 and not c > 0)'],
  [not(and(gt(a), gt(b))), 'not (a > 0 and b > 0)'],
  [not(or(gt(a), gt(b))), 'not (a > 0 or b > 0)'],
  [and(not(or(gt(a), gt(b))), gt(c)), 'not (a > 0 or b > 0) and c > 0'],
]

describe('printValue', () => {
  it.each(values)('prints %j as %s', (value, text) => {
    expect(printValue(value)).toBe(text)
  })
})

describe('printCondition', () => {
  it.each(conditions)('prints %j as %s', (condition, text) => {
    expect(printCondition(condition)).toBe(text)
  })

  it('canonicalises what people type', () => {
    const canonical = (text: string) => {
      const result = parseWhere(text)
      return result.ok ? printCondition(result.value) : englishMessage(result.error)
    }
    expect(canonical('Market_Cap>1E12 AND Sub_Sector="Banks"')).toBe(
      "market_cap > 1000000000000 and sub_sector = 'Banks'",
    )
    expect(canonical("a <> 1 or b IS NOT NULL and not (c in ('x'))")).toBe(
      "a != 1 or (b is not null and c not in ['x'])",
    )
    expect(canonical("((a)) + (b) > .5 and x = 'Dr\\'s'")).toBe("a + b > 0.5 and x = 'Dr''s'")
  })
})

describe('printField', () => {
  it('writes the year in brackets', () => {
    expect(printField(field('revenue', 2024))).toBe('revenue[2024]')
    expect(printField(field('market_cap'))).toBe('market_cap')
  })
})
