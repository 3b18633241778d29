/**
 * The typed syntax tree of the screener's `where` and `order_by` languages.
 *
 * Every node carries the source span it was parsed from, so that later stages (analysis against the field
 * catalogue, the SQL compiler, the dashboard's live validation) can point at the exact characters at fault.
 * Spans are not part of a node's meaning: `withoutSpans` strips them when two trees are compared.
 */

/** Half-open character range `[start, end)` in the source text, 0-based. */
export interface Span {
  readonly start: number
  readonly end: number
}

export type CompareOp = '=' | '!=' | '>' | '>=' | '<' | '<='
export type ArithOp = '+' | '-' | '*' | '/'

/**
 * A screener field, with its fiscal year for yearly fields (`revenue[2024]`) or its year and quarter for quarterly
 * fields (`revenue_q[Q1-2024]`: year 2024, quarter 1); names are lower case. `quarter` is absent unless written.
 */
export interface FieldRef {
  readonly kind: 'field'
  readonly name: string
  readonly year: number | null
  /** 1 to 4, only with a year: `[Qn-YYYY]` */
  readonly quarter?: number
  readonly span: Span
}

/** The field a name token stands for; `quarter` is set only when the token had one. */
export function fieldFromToken(
  token: { readonly name: string; readonly year: number | null; readonly quarter: number | null },
  span: Span,
): FieldRef {
  const { name, year, quarter } = token
  return quarter === null ? { kind: 'field', name, year, span } : { kind: 'field', name, year, quarter, span }
}

/** A number literal. A unary minus directly before a number is folded into it (`-5` is one literal). */
export interface NumberLit {
  readonly kind: 'number'
  readonly value: number
  readonly span: Span
}

export interface StringLit {
  readonly kind: 'string'
  readonly value: string
  readonly span: Span
}

export interface Arith {
  readonly kind: 'arith'
  readonly op: ArithOp
  readonly left: ValueExpr
  readonly right: ValueExpr
  readonly span: Span
}

export interface Negate {
  readonly kind: 'negate'
  readonly operand: ValueExpr
  readonly span: Span
}

/** Anything that produces a value: a field, a literal or arithmetic over them. */
export type ValueExpr = FieldRef | NumberLit | StringLit | Arith | Negate

/** Two or more conditions that must all hold. Never directly contains another `and` (the parser flattens). */
export interface And {
  readonly kind: 'and'
  readonly operands: readonly Condition[]
  readonly span: Span
}

/** Two or more conditions of which one must hold. Never directly contains another `or`. */
export interface Or {
  readonly kind: 'or'
  readonly operands: readonly Condition[]
  readonly span: Span
}

export interface Not {
  readonly kind: 'not'
  readonly operand: Condition
  readonly span: Span
}

export interface Compare {
  readonly kind: 'compare'
  readonly op: CompareOp
  readonly left: ValueExpr
  readonly right: ValueExpr
  readonly span: Span
}

export interface Like {
  readonly kind: 'like'
  readonly subject: ValueExpr
  readonly pattern: StringLit
  readonly span: Span
}

export interface In {
  readonly kind: 'in'
  readonly subject: ValueExpr
  readonly items: readonly (StringLit | NumberLit)[]
  readonly span: Span
}

export interface IsNull {
  readonly kind: 'isNull'
  readonly subject: ValueExpr
  /** true for `is not null` */
  readonly negated: boolean
  readonly span: Span
}

/** A boolean condition: the whole of a `where` clause is one of these. */
export type Condition = And | Or | Not | Compare | Like | In | IsNull

/** One sort key of `order_by`: a field or a parenthesised expression, descending when prefixed with `-`. */
export interface OrderKey {
  readonly expr: ValueExpr
  readonly descending: boolean
  readonly span: Span
}

export type Node = Condition | ValueExpr

/** Tells a condition from a value: the parser reads `( ... )` before it knows which of the two it holds. */
export function isCondition(node: Node): node is Condition {
  switch (node.kind) {
    case 'and':
    case 'or':
    case 'not':
    case 'compare':
    case 'like':
    case 'in':
    case 'isNull':
      return true
    case 'field':
    case 'number':
    case 'string':
    case 'arith':
    case 'negate':
      return false
  }
}

/** The direct children of a node, left to right. */
export function childrenOf(node: Node): readonly Node[] {
  switch (node.kind) {
    case 'and':
    case 'or':
      return node.operands
    case 'not':
      return [node.operand]
    case 'compare':
    case 'arith':
      return [node.left, node.right]
    case 'like':
      return [node.subject, node.pattern]
    case 'in':
      return [node.subject, ...node.items]
    case 'isNull':
      return [node.subject]
    case 'negate':
      return [node.operand]
    case 'field':
    case 'number':
    case 'string':
      return []
  }
}
