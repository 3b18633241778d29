import fc from 'fast-check'
import type { Arbitrary } from 'fast-check'
import type { Catalogue, FieldSpec } from '../../catalogue'
import type { Condition, OrderKey, ValueExpr } from '../ast'
import { and, compare, inList, isNull, like, not, num, or, orderKey, str } from '../build'
import { dateText, fieldOf, numberLiteral, numericValues, patternFor, pools, textFor } from './value-arbitraries'
import type { Pools } from './value-arbitraries'

export interface ConditionArbitraryOptions {
  readonly catalogue: Catalogue<FieldSpec>
  /** How many `and` / `or` / `not` levels deep the trees go; 3 by default. */
  readonly maxDepth?: number
  /** Text values to draw literals from, by field name (e.g. the sectors that exist), so that conditions match. */
  readonly stringValues?: Readonly<Record<string, readonly string[]>>
  /** Only these fields; all of the catalogue's by default. */
  readonly fieldNames?: readonly string[]
}

const compareOps = fc.constantFrom('=', '!=', '>', '>=', '<', '<=')

/**
 * Semantically valid `where` trees for a catalogue, in canonical form (what the parser gives for their printed
 * text, spans empty): flat `and` / `or`, every comparison naming a field, numbers finite, dates real, arithmetic
 * over numbers only, list fields only under `in`, `=`, `!=`, `like` and `is null`. Every node kind occurs,
 * field-against-field and field-against-arithmetic comparisons on both sides included.
 */
export function conditionArbitrary(options: ConditionArbitraryOptions): Arbitrary<Condition> {
  const leaf = leafCondition(pools(options.catalogue, options.fieldNames, options.stringValues))
  const memo = new Map<string, Arbitrary<Condition>>()
  // `exclude` keeps an `and` out of the operands of an `and` (and `or` of `or`): the parser flattens those.
  const build = (depth: number, exclude: 'and' | 'or' | null): Arbitrary<Condition> => {
    const key = `${depth}:${exclude ?? ''}`
    const known = memo.get(key)
    if (known !== undefined) return known
    if (depth === 0) return leaf
    const operands = (kind: 'and' | 'or') => fc.array(build(depth - 1, kind), { minLength: 2, maxLength: 3 })
    const choices: Arbitrary<Condition>[] = [build(depth - 1, null).map(not)]
    if (exclude !== 'and') choices.push(operands('and').map((list) => and(...list)))
    if (exclude !== 'or') choices.push(operands('or').map((list) => or(...list)))
    const arbitrary = fc.oneof({ arbitrary: leaf, weight: 3 }, ...choices)
    memo.set(key, arbitrary)
    return arbitrary
  }
  return build(options.maxDepth ?? 3, null)
}

/**
 * Valid `order_by` lists for a catalogue: one to three keys, each a number, text or date field or a numeric
 * expression naming a field, ascending or descending.
 */
export function orderKeysArbitrary(options: {
  readonly catalogue: Catalogue<FieldSpec>
  readonly fieldNames?: readonly string[]
}): Arbitrary<OrderKey[]> {
  const pool = pools(options.catalogue, options.fieldNames)
  const orderable = [...pool.fields.number, ...pool.fields.string, ...pool.fields.date]
  if (orderable.length === 0) throw new Error('orderKeysArbitrary: no field to order by among the chosen fields')
  const expressions: Arbitrary<ValueExpr>[] = [fieldOf(pool, orderable)]
  if (pool.fields.number.length > 0) expressions.push(numericValues(pool)(2, true))
  const key = fc.tuple(fc.oneof(...expressions), fc.boolean()).map(([expr, descending]) => orderKey(expr, descending))
  return fc.array(key, { minLength: 1, maxLength: 3 })
}

/** One comparison, `like`, `in` or `is null` over a field of any type the pools hold. */
function leafCondition(pool: Pools): Arbitrary<Condition> {
  const choices = [
    ...numericConditions(pool),
    ...textConditions(pool, pool.fields.string),
    ...dateConditions(pool),
    ...listConditions(pool),
    ...memberConditions(pool),
  ]
  if (choices.length === 0) throw new Error('conditionArbitrary: none of the chosen fields can be filtered on')
  return fc.oneof(...choices)
}

/** Puts the field side left or right: `market_cap > 5` and `5 < market_cap` are both valid. */
const either = (swap: boolean, withField: ValueExpr, op: Parameters<typeof compare>[1], other: ValueExpr) =>
  swap ? compare(other, op, withField) : compare(withField, op, other)

function numericConditions(pool: Pools): Arbitrary<Condition>[] {
  if (pool.fields.number.length === 0) return []
  const numeric = numericValues(pool)
  return [
    fc
      .tuple(numeric(2, true), compareOps, numeric(2, false), fc.boolean())
      .map(([withField, op, other, swap]) => either(swap, withField, op, other)),
    fc
      .tuple(numeric(1, true), fc.array(numberLiteral, { minLength: 1, maxLength: 5 }))
      .map(([subject, items]) => inList(subject, items)),
    fc.tuple(numeric(1, true), fc.boolean()).map(([subject, negated]) => isNull(subject, negated)),
  ]
}

/** Conditions on one text field at a time, so that literals come from that field's own values. */
function textConditions(pool: Pools, definitions: readonly FieldSpec[]): Arbitrary<Condition>[] {
  if (definitions.length === 0) return []
  const perField = (make: (definition: FieldSpec) => Arbitrary<Condition>) =>
    fc.constantFrom(...definitions).chain(make)
  const anyField = fieldOf(pool, definitions)
  return [
    perField((definition) =>
      fc
        .tuple(fieldOf(pool, [definition]), compareOps, textFor(pool, definition), fc.boolean())
        .map(([subject, op, literal, swap]) => either(swap, subject, op, literal)),
    ),
    fc.tuple(anyField, compareOps, anyField).map(([left, op, right]) => compare(left, op, right)),
    perField((definition) =>
      fc
        .tuple(fieldOf(pool, [definition]), patternFor(pool, definition))
        .map(([subject, pattern]) => like(subject, pattern)),
    ),
    perField((definition) =>
      fc
        .tuple(fieldOf(pool, [definition]), fc.array(textFor(pool, definition), { minLength: 1, maxLength: 4 }))
        .map(([subject, items]) => inList(subject, items)),
    ),
    fc.tuple(anyField, fc.boolean()).map(([subject, negated]) => isNull(subject, negated)),
  ]
}

function dateConditions(pool: Pools): Arbitrary<Condition>[] {
  if (pool.fields.date.length === 0) return []
  const date = fieldOf(pool, pool.fields.date)
  const yearPattern = dateText.map((text) => `${text.slice(0, 4)}%`)
  return [
    fc
      .tuple(date, compareOps, dateText, fc.boolean())
      .map(([subject, op, literal, swap]) => either(swap, subject, op, str(literal))),
    fc.tuple(date, compareOps, date).map(([left, op, right]) => compare(left, op, right)),
    fc
      .tuple(date, fc.oneof(yearPattern, fc.constantFrom('%-01-%', '20__-__-__', '%')))
      .map(([subject, pattern]) => like(subject, pattern)),
    fc
      .tuple(date, fc.array(dateText.map(str), { minLength: 1, maxLength: 4 }))
      .map(([subject, items]) => inList(subject, items)),
    fc.tuple(date, fc.boolean()).map(([subject, negated]) => isNull(subject, negated)),
  ]
}

/** Lists accept `in` (overlap), `=` / `!=` against a text (contains), `like` and `is null`, nothing else. */
function listConditions(pool: Pools): Arbitrary<Condition>[] {
  const definitions = pool.fields.string_list
  if (definitions.length === 0) return []
  const perField = (make: (definition: FieldSpec) => Arbitrary<Condition>) =>
    fc.constantFrom(...definitions).chain(make)
  return [
    perField((definition) =>
      fc
        .tuple(fieldOf(pool, [definition]), fc.array(textFor(pool, definition), { minLength: 1, maxLength: 4 }))
        .map(([subject, items]) => inList(subject, items)),
    ),
    perField((definition) =>
      fc
        .tuple(fieldOf(pool, [definition]), fc.constantFrom('=', '!='), textFor(pool, definition), fc.boolean())
        .map(([subject, op, literal, swap]) => either(swap, subject, op, literal)),
    ),
    perField((definition) =>
      fc
        .tuple(fieldOf(pool, [definition]), patternFor(pool, definition))
        .map(([subject, pattern]) => like(subject, pattern)),
    ),
    fc.tuple(fieldOf(pool, definitions), fc.boolean()).map(([subject, negated]) => isNull(subject, negated)),
  ]
}

/**
 * Conditions on list members: text members under `=`, `!=`, `like`, `in` with values of the data; number
 * members under every comparison and `in` with numbers; `is null` on both. Always against literals.
 */
function memberConditions(pool: Pools): Arbitrary<Condition>[] {
  const text = pool.members.filter((definition) => definition.type === 'string')
  const numbers = pool.members.filter((definition) => definition.type === 'number')
  const choices: Arbitrary<Condition>[] = []
  const perField = (definitions: readonly FieldSpec[], make: (definition: FieldSpec) => Arbitrary<Condition>) =>
    fc.constantFrom(...definitions).chain(make)
  if (text.length > 0)
    choices.push(
      perField(text, (definition) =>
        fc
          .tuple(fieldOf(pool, [definition]), fc.constantFrom('=', '!='), textFor(pool, definition), fc.boolean())
          .map(([subject, op, literal, swap]) => either(swap, subject, op, literal)),
      ),
      perField(text, (definition) =>
        fc
          .tuple(fieldOf(pool, [definition]), patternFor(pool, definition))
          .map(([subject, pattern]) => like(subject, pattern)),
      ),
      perField(text, (definition) =>
        fc
          .tuple(fieldOf(pool, [definition]), fc.array(textFor(pool, definition), { minLength: 1, maxLength: 3 }))
          .map(([subject, items]) => inList(subject, items)),
      ),
    )
  if (numbers.length > 0) {
    const amounts = fc.oneof(numberLiteral, fc.constantFrom(0, 0.001, 0.05, 0.1, 0.5, 1e6, 1e9, 1e12).map(num))
    choices.push(
      fc
        .tuple(fieldOf(pool, numbers), compareOps, amounts, fc.boolean())
        .map(([subject, op, literal, swap]) => either(swap, subject, op, literal)),
      fc
        .tuple(fieldOf(pool, numbers), fc.array(amounts, { minLength: 1, maxLength: 3 }))
        .map(([subject, items]) => inList(subject, items)),
    )
  }
  if (pool.members.length > 0)
    choices.push(
      fc.tuple(fieldOf(pool, pool.members), fc.boolean()).map(([subject, negated]) => isNull(subject, negated)),
    )
  return choices
}
