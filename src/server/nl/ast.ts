import type {
  Arith,
  ArithOp,
  Compare,
  CompareOp,
  Condition,
  FieldRef,
  In,
  IsNull,
  NumberLit,
  StringLit,
  ValueExpr,
} from '../../shared/where'

/**
 * Syntax-tree constructors for what the translator writes. It builds trees and lets the shared printer write
 * the text, so the `where` it answers is canonical by construction. Spans are empty: the trees come from no
 * source text, and spans are not part of a tree's meaning.
 */
const SPAN = { start: 0, end: 0 }

export const field = (name: string, year: number | null = null): FieldRef => ({ kind: 'field', name, year, span: SPAN })
export const num = (value: number): NumberLit => ({ kind: 'number', value, span: SPAN })
export const str = (value: string): StringLit => ({ kind: 'string', value, span: SPAN })

export const compare = (left: ValueExpr, op: CompareOp, right: ValueExpr): Compare => ({
  kind: 'compare',
  op,
  left,
  right,
  span: SPAN,
})

export const arith = (left: ValueExpr, op: ArithOp, right: ValueExpr): Arith => ({
  kind: 'arith',
  op,
  left,
  right,
  span: SPAN,
})

export const isNull = (subject: ValueExpr, negated: boolean): IsNull => ({
  kind: 'isNull',
  subject,
  negated,
  span: SPAN,
})

export const inList = (subject: ValueExpr, items: readonly string[]): In => ({
  kind: 'in',
  subject,
  items: items.map(str),
  span: SPAN,
})

/** All of the conditions; one condition stands alone, and nested `and`s are flattened as the parser does. */
export function and(conditions: readonly Condition[]): Condition {
  return junction('and', conditions)
}

/** Any of the conditions. */
export function or(conditions: readonly Condition[]): Condition {
  return junction('or', conditions)
}

export const not = (operand: Condition): Condition => ({ kind: 'not', operand, span: SPAN })

function junction(kind: 'and' | 'or', conditions: readonly Condition[]): Condition {
  const operands = conditions.flatMap((condition) => (condition.kind === kind ? condition.operands : [condition]))
  const [first] = operands
  if (first === undefined) throw new Error(`an empty '${kind}'`)
  return operands.length === 1 ? first : { kind, operands, span: SPAN }
}

/** `(current - base) / base`: the change over a year as a fraction of the earlier year. */
export const growthOf = (current: FieldRef, base: FieldRef): Arith => arith(arith(current, '-', base), '/', base)
