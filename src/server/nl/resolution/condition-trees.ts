import type { Arith, Condition, FieldRef, In, IsNull, ValueExpr } from '../../../shared/where'
import {
  and as andNode,
  arith,
  inList as inNode,
  isNull as isNullNode,
  or as orNode,
  str,
} from '../../../shared/where/build'

/**
 * What the translator writes, as trees: it lets the shared printer write the text, so the `where` it responds with is
 * canonical by construction. The node constructors are the language's own (shared/where/build.ts); these are the
 * shapes the translator needs on top of them.
 */
export { arith, compare, field, not, num, str } from '../../../shared/where/build'

export const isNull = (subject: ValueExpr, negated: boolean): IsNull => isNullNode(subject, negated)

/** `subject in ['a', 'b']` from plain texts. */
export const inList = (subject: ValueExpr, items: readonly string[]): In => inNode(subject, items.map(str))

/** All of the conditions; one condition stands alone, and nested `and`s are flattened as the parser does. */
export function and(conditions: readonly Condition[]): Condition {
  return junction('and', conditions)
}

/** Any of the conditions. */
export function or(conditions: readonly Condition[]): Condition {
  return junction('or', conditions)
}

function junction(kind: 'and' | 'or', conditions: readonly Condition[]): Condition {
  const operands = conditions.flatMap((condition) => (condition.kind === kind ? condition.operands : [condition]))
  const [first] = operands
  if (first === undefined) throw new Error(`an empty '${kind}'`)
  return operands.length === 1 ? first : kind === 'and' ? andNode(...operands) : orNode(...operands)
}

/** `(current - base) / base`: the change over a year as a fraction of the earlier year. */
export const growthOf = (current: FieldRef, base: FieldRef): Arith => arith(arith(current, '-', base), '/', base)
