/**
 * Trees the parser can produce, with no regard to any catalogue or to types (`'a' * -(5) like 'x'` included):
 * for the round-trip property of the printer and the parser. Spans are empty.
 */
import fc from 'fast-check'
import type { Arbitrary } from 'fast-check'
import type { Condition, FieldRef, NumberLit, OrderKey, StringLit, ValueExpr } from '../ast'
import { isKeyword } from '../tokens'
import { and, arith, compare, field, inList, isNull, like, negate, not, num, or, orderKey, str } from '../build'

/** Names as the lexer reads them: `market_cap`, `_x1`, and digit-led words like `52_w_high_price`. */
export const syntaxName: Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^[a-z_][a-z0-9_]{0,11}$/).filter((name) => !isKeyword(name)),
  // After the leading digits comes a letter or `_` but not `e`, which would continue a number (`1e5`).
  fc.stringMatching(/^[0-9]{1,3}[a-df-z_][a-z0-9_]{0,8}$/),
)

export const syntaxField: Arbitrary<FieldRef> = fc
  .tuple(syntaxName, fc.option(fc.integer({ min: 1900, max: 2100 }), { nil: null }))
  .map(([name, year]) => field(name, year))

/** Any finite double: negatives, `-0`, `5e-324`, `1.7976931348623157e+308`. */
export const syntaxNumber: Arbitrary<NumberLit> = fc.double({ noNaN: true, noDefaultInfinity: true }).map(num)

export const syntaxString: Arbitrary<StringLit> = fc
  .oneof(
    fc.string(),
    fc.string({ unit: 'binary', maxLength: 6 }),
    fc.string({ unit: fc.constantFrom("'", '"', '\\', '%', '_', ' ', '\n', 'a'), maxLength: 6 }),
  )
  .map(str)

/** Values at most `depth` operators deep. */
export function syntaxValue(depth: number): Arbitrary<ValueExpr> {
  const leaf = fc.oneof(syntaxField, syntaxNumber, syntaxString)
  if (depth === 0) return leaf
  const smaller = syntaxValue(depth - 1)
  return fc.oneof(
    { arbitrary: leaf, weight: 2 },
    fc.tuple(smaller, fc.constantFrom('+', '-', '*', '/'), smaller).map(([left, op, right]) => arith(left, op, right)),
    smaller.map(negate),
  )
}

const item: Arbitrary<StringLit | NumberLit> = fc.oneof(syntaxNumber, syntaxString)

function syntaxLeaf(): Arbitrary<Condition> {
  const value = syntaxValue(2)
  return fc.oneof(
    fc
      .tuple(value, fc.constantFrom('=', '!=', '>', '>=', '<', '<='), value)
      .map(([left, op, right]) => compare(left, op, right)),
    fc.tuple(value, syntaxString).map(([subject, pattern]) => like(subject, pattern.value)),
    fc.tuple(value, fc.array(item, { minLength: 1, maxLength: 4 })).map(([subject, items]) => inList(subject, items)),
    fc.tuple(value, fc.boolean()).map(([subject, negated]) => isNull(subject, negated)),
  )
}

/** Conditions at most `depth` levels of `and` / `or` / `not` deep, with `and` never directly in `and`. */
export function syntaxCondition(depth = 3, exclude: 'and' | 'or' | null = null): Arbitrary<Condition> {
  const leaf = syntaxLeaf()
  if (depth === 0) return leaf
  const operands = (kind: 'and' | 'or') => fc.array(syntaxCondition(depth - 1, kind), { minLength: 2, maxLength: 3 })
  const choices: Arbitrary<Condition>[] = [syntaxCondition(depth - 1).map(not)]
  if (exclude !== 'and') choices.push(operands('and').map((list) => and(...list)))
  if (exclude !== 'or') choices.push(operands('or').map((list) => or(...list)))
  return fc.oneof({ arbitrary: leaf, weight: 2 }, ...choices)
}

export const syntaxOrderKeys: Arbitrary<OrderKey[]> = fc.array(
  fc.tuple(fc.oneof(syntaxField, syntaxValue(2)), fc.boolean()).map(([expr, descending]) => orderKey(expr, descending)),
  { minLength: 1, maxLength: 4 },
)
