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

/** The one place a built node gets its empty span. */
const spanless = <T extends { span: Span }>(node: Omit<T, 'span'>): T => ({ ...node, span: NO_SPAN }) as T

export const field = (name: string, year: number | null = null): FieldRef => spanless({ kind: 'field', name, year })
/** A quarterly field: `quarterField('revenue_q', 2024, 1)` is `revenue_q[Q1-2024]`. */
export const quarterField = (name: string, year: number, quarter: number): FieldRef =>
  spanless({ kind: 'field', name, year, quarter })
export const num = (value: number): NumberLit => spanless({ kind: 'number', value })
export const str = (value: string): StringLit => spanless({ kind: 'string', value })
export const arith = (left: ValueExpr, op: ArithOp, right: ValueExpr): Arith =>
  spanless({ kind: 'arith', op, left, right })
export const negate = (operand: ValueExpr): Negate => spanless({ kind: 'negate', operand })

export const and = (...operands: Condition[]): And => spanless({ kind: 'and', operands })
export const or = (...operands: Condition[]): Or => spanless({ kind: 'or', operands })
export const not = (operand: Condition): Not => spanless({ kind: 'not', operand })
export const compare = (left: ValueExpr, op: CompareOp, right: ValueExpr): Compare =>
  spanless({ kind: 'compare', op, left, right })
export const like = (subject: ValueExpr, pattern: string): Like =>
  spanless({ kind: 'like', subject, pattern: str(pattern) })
export const inList = (subject: ValueExpr, items: readonly (StringLit | NumberLit)[]): In =>
  spanless({ kind: 'in', subject, items })
export const isNull = (subject: ValueExpr, negated = false): IsNull => spanless({ kind: 'isNull', subject, negated })
export const orderKey = (expr: ValueExpr, descending = false): OrderKey => spanless({ expr, descending })
