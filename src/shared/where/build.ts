import type {
  And,
  Arith,
  ArithOp,
  Compare,
  CompareOp,
  Condition,
  FieldRef,
  In,
  IsNull,
  Like,
  Negate,
  Not,
  NumberLit,
  Or,
  OrderKey,
  Span,
  StringLit,
  ValueExpr,
} from './ast'

/**
 * Constructors for syntax trees that come from no source text (the builder, the question translator, the ticker
 * search, tests): spans are empty, the form `withoutSpans` gives. `compare(field('pe_ttm'), '<', num(15))`; the
 * printer then writes canonical text. `and` / `or` take operands as given: callers flatten where they must.
 */
export const NO_SPAN: Span = { start: 0, end: 0 }

export const field = (name: string, year: number | null = null): FieldRef => ({
  kind: 'field',
  name,
  year,
  span: NO_SPAN,
})
/** A quarterly field: `quarterField('revenue_q', 2024, 1)` is `revenue_q[Q1-2024]`. */
export const quarterField = (name: string, year: number, quarter: number): FieldRef => ({
  kind: 'field',
  name,
  year,
  quarter,
  span: NO_SPAN,
})
export const num = (value: number): NumberLit => ({ kind: 'number', value, span: NO_SPAN })
export const str = (value: string): StringLit => ({ kind: 'string', value, span: NO_SPAN })
export const arith = (left: ValueExpr, op: ArithOp, right: ValueExpr): Arith => ({
  kind: 'arith',
  op,
  left,
  right,
  span: NO_SPAN,
})
export const negate = (operand: ValueExpr): Negate => ({ kind: 'negate', operand, span: NO_SPAN })

export const and = (...operands: Condition[]): And => ({ kind: 'and', operands, span: NO_SPAN })
export const or = (...operands: Condition[]): Or => ({ kind: 'or', operands, span: NO_SPAN })
export const not = (operand: Condition): Not => ({ kind: 'not', operand, span: NO_SPAN })
export const compare = (left: ValueExpr, op: CompareOp, right: ValueExpr): Compare => ({
  kind: 'compare',
  op,
  left,
  right,
  span: NO_SPAN,
})
export const like = (subject: ValueExpr, pattern: string): Like => ({
  kind: 'like',
  subject,
  pattern: str(pattern),
  span: NO_SPAN,
})
export const inList = (subject: ValueExpr, items: readonly (StringLit | NumberLit)[]): In => ({
  kind: 'in',
  subject,
  items,
  span: NO_SPAN,
})
export const isNull = (subject: ValueExpr, negated = false): IsNull => ({
  kind: 'isNull',
  subject,
  negated,
  span: NO_SPAN,
})
export const orderKey = (expr: ValueExpr, descending = false): OrderKey => ({ expr, descending, span: NO_SPAN })
