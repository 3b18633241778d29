import type { Condition, FieldRef, OrderKey, ValueExpr } from './ast'

/**
 * Canonical text of a condition: lower-case keywords, single spaces around binary operators, parentheses only
 * where the tree needs them, plus around an `and` inside an `or` for people's sake. Printing what the parser
 * produced and parsing it again gives the same tree; printing is a fixed point.
 */
export function printCondition(condition: Condition): string {
  switch (condition.kind) {
    case 'and':
    case 'or':
      return condition.operands.map(printOperand).join(` ${condition.kind} `)
    case 'not': {
      const { operand } = condition
      // The parser reads `x not in [...]` as not(in): print it back the way people write it.
      if (operand.kind === 'in') return `${printValue(operand.subject)} not in ${printList(operand.items)}`
      if (operand.kind === 'like') return `${printValue(operand.subject)} not like ${printValue(operand.pattern)}`
      return `not ${printOperand(operand)}`
    }
    case 'compare':
      return `${printValue(condition.left)} ${condition.op} ${printValue(condition.right)}`
    case 'like':
      return `${printValue(condition.subject)} like ${printValue(condition.pattern)}`
    case 'in':
      return `${printValue(condition.subject)} in ${printList(condition.items)}`
    case 'isNull':
      return `${printValue(condition.subject)} is ${condition.negated ? 'not ' : ''}null`
  }
}

function printList(items: readonly ValueExpr[]): string {
  return `[${items.map(printValue).join(', ')}]`
}

/** An operand of `and`, `or` or `not`: junctions are parenthesised, everything else binds tighter anyway. */
function printOperand(condition: Condition): string {
  const text = printCondition(condition)
  return condition.kind === 'and' || condition.kind === 'or' ? `(${text})` : text
}

/** How tightly each kind of value binds: a looser operand is parenthesised. */
function precedence(value: ValueExpr): number {
  switch (value.kind) {
    case 'arith':
      return value.op === '+' || value.op === '-' ? 1 : 2
    case 'negate':
      return 3
    case 'number':
    case 'field':
    case 'string':
      return 4
  }
}

/** Canonical text of a value: `revenue[2024] / revenue[2023] - 1`, `-(a + b)`, `'O''Neil'`, `1e+21`. */
export function printValue(value: ValueExpr): string {
  switch (value.kind) {
    case 'field':
      return printField(value)
    case 'number':
      return printNumber(value.value)
    case 'string':
      return printString(value.value)
    case 'negate':
      // `-5` would read back as a negative literal, not a negation; `-(-x)` reads better than `--x`. Fields go bare.
      return value.operand.kind === 'field' ? `-${printField(value.operand)}` : `-(${printValue(value.operand)})`
    case 'arith': {
      const own = precedence(value)
      const left = printValue(value.left)
      const right = printValue(value.right)
      // Arithmetic is left-associative, so a right operand of equal precedence needs parentheses: a - (b - c).
      const leftText = precedence(value.left) < own ? `(${left})` : left
      const rightText = precedence(value.right) <= own ? `(${right})` : right
      return `${leftText} ${value.op} ${rightText}`
    }
  }
}

/**
 * `revenue[2024]` for a yearly field, `revenue_q[Q1-2024]` for a quarterly one, `market_cap` otherwise. The same
 * token names a field in `Analysis` and keys `query_values`.
 */
export function printField(field: FieldRef): string {
  if (field.year === null) return field.name
  return field.quarter === undefined ? `${field.name}[${field.year}]` : `${field.name}[Q${field.quarter}-${field.year}]`
}

/** `-market_cap, (revenue[2024] / revenue[2023])`: a field bare, anything else in parentheses. */
export function printOrderBy(keys: readonly OrderKey[]): string {
  return keys
    .map(({ expr, descending }) => {
      const text = expr.kind === 'field' ? printField(expr) : `(${printValue(expr)})`
      return descending ? `-${text}` : text
    })
    .join(', ')
}

/** The shortest text that reads back as the same double; `-0` keeps its sign. */
function printNumber(value: number): string {
  return Object.is(value, -0) ? '-0' : String(value)
}

/** Single quotes; a quote is doubled and a backslash escaped, the two escapes the lexer knows. */
function printString(value: string): string {
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`
}
