import type { Catalogue } from '../../../shared/catalogue'
import type { Condition, OrderKey, ValueExpr } from '../../../shared/where/ast'
import { asciiLower } from '../../db/sql'

/**
 * A plain-TypeScript evaluator of the where/order_by language over in-memory rows: the reference the SQL compiler
 * is property-tested against. It states the language's semantics independently of SQL:
 * three-valued logic (null = unknown, and an unknown row does not match), floating-point arithmetic where a
 * division by zero or a missing operand gives null, ASCII case-insensitive text, classification fields matching
 * display name or slug, list fields (`in` = overlap, `=` contains, `!=` does not contain, `like` any element).
 */

export type Value = number | string | readonly string[] | null

export interface EvaluationRow {
  symbol: string
  /** non-yearly fields, plus `<field>_slug` beside each classification field */
  values: Readonly<Record<string, Value>>
  /** yearly fields by fiscal year */
  years: ReadonlyMap<number, Readonly<Record<string, Value>>>
}

type Truth = boolean | null

/** `Array.isArray` narrows a readonly array to `any[]`; this keeps the element type. */
export const isTextList = (value: Value): value is readonly string[] => Array.isArray(value)

const utf8 = (text: string) => Buffer.from(text, 'utf8')
/** SQLite compares text byte by byte in UTF-8; JavaScript's `<` compares UTF-16 units. */
const compareText = (a: string, b: string) => Buffer.compare(utf8(a), utf8(b))

function likeToRegExp(pattern: string): RegExp {
  const body = Array.from(asciiLower(pattern))
    .map((char) => (char === '%' ? '.*' : char === '_' ? '.' : char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')))
    .join('')
  return new RegExp(`^${body}$`, 'su')
}

const like = (text: string, pattern: string) => likeToRegExp(pattern).test(asciiLower(text))

const applyCompare = (op: string, order: number): boolean =>
  op === '='
    ? order === 0
    : op === '!='
      ? order !== 0
      : op === '<'
        ? order < 0
        : op === '<='
          ? order <= 0
          : op === '>'
            ? order > 0
            : order >= 0

export class Evaluator {
  constructor(private readonly catalogue: Catalogue) {}

  private isClassification(expr: ValueExpr): boolean {
    return expr.kind === 'field' && this.catalogue.field(expr.name)?.matchesSlug === true
  }

  private isList(expr: ValueExpr): boolean {
    return expr.kind === 'field' && this.catalogue.field(expr.name)?.type === 'string_list'
  }

  value(expr: ValueExpr, row: EvaluationRow): Value {
    switch (expr.kind) {
      case 'field': {
        const definition = this.catalogue.field(expr.name)
        const source = definition?.yearly === true && expr.year !== null ? row.years.get(expr.year) : row.values
        return source?.[expr.name] ?? null
      }
      case 'number':
      case 'string':
        return expr.value
      case 'negate': {
        const operand = this.value(expr.operand, row)
        return typeof operand === 'number' ? -operand : null
      }
      case 'arith': {
        const left = this.value(expr.left, row)
        const right = this.value(expr.right, row)
        if (typeof left !== 'number' || typeof right !== 'number') return null
        const result =
          expr.op === '+'
            ? left + right
            : expr.op === '-'
              ? left - right
              : expr.op === '*'
                ? left * right
                : right === 0
                  ? NaN
                  : left / right
        return Number.isNaN(result) ? null : result
      }
    }
  }

  private slug(expr: ValueExpr, row: EvaluationRow): string | null {
    if (expr.kind !== 'field') return null
    const slug = row.values[`${expr.name}_slug`]
    return typeof slug === 'string' ? slug : null
  }

  test(condition: Condition, row: EvaluationRow): Truth {
    switch (condition.kind) {
      case 'and': {
        const results = condition.operands.map((operand) => this.test(operand, row))
        return results.includes(false) ? false : results.includes(null) ? null : true
      }
      case 'or': {
        const results = condition.operands.map((operand) => this.test(operand, row))
        return results.includes(true) ? true : results.includes(null) ? null : false
      }
      case 'not': {
        const result = this.test(condition.operand, row)
        return result === null ? null : !result
      }
      case 'isNull': {
        const isNull = this.value(condition.subject, row) === null
        return condition.negated ? !isNull : isNull
      }
      case 'like': {
        const subject = this.value(condition.subject, row)
        const pattern = condition.pattern.value
        if (this.isList(condition.subject)) return isTextList(subject) && subject.some((item) => like(item, pattern))
        if (typeof subject !== 'string') return null
        const slug = this.slug(condition.subject, row)
        return (
          like(subject, pattern) || (this.isClassification(condition.subject) && slug !== null && like(slug, pattern))
        )
      }
      case 'in': {
        const subject = this.value(condition.subject, row)
        const items = condition.items.map((item) => item.value)
        if (this.isList(condition.subject)) {
          const wanted = items.map((item) => asciiLower(String(item)))
          return isTextList(subject) && subject.some((element) => wanted.includes(asciiLower(element)))
        }
        if (typeof subject === 'number') return items.includes(subject)
        if (typeof subject !== 'string') return null
        const lowered = items.map((item) => asciiLower(String(item)))
        const slug = this.slug(condition.subject, row)
        return (
          lowered.includes(asciiLower(subject)) ||
          (this.isClassification(condition.subject) && slug !== null && lowered.includes(slug))
        )
      }
      case 'compare':
        return this.compare(condition.op, condition.left, condition.right, row)
    }
  }

  private compare(op: string, leftExpr: ValueExpr, rightExpr: ValueExpr, row: EvaluationRow): Truth {
    const [listExpr, otherExpr] = this.isList(leftExpr) ? [leftExpr, rightExpr] : [rightExpr, leftExpr]
    if (this.isList(listExpr) && otherExpr.kind === 'string') {
      const list = this.value(listExpr, row)
      const wanted = asciiLower(otherExpr.value)
      const contains = isTextList(list) && list.some((element) => asciiLower(element) === wanted)
      return op === '=' ? contains : isTextList(list) && !contains
    }
    const left = this.value(leftExpr, row)
    const right = this.value(rightExpr, row)
    if (left === null || right === null || isTextList(left) || isTextList(right)) return null
    if (typeof left === 'number' && typeof right === 'number')
      return applyCompare(op, left < right ? -1 : left > right ? 1 : 0)
    const [field, literal] = this.isClassification(leftExpr) ? [leftExpr, rightExpr] : [rightExpr, leftExpr]
    if (this.isClassification(field) && literal.kind === 'string' && (op === '=' || op === '!=')) {
      const wanted = asciiLower(literal.value)
      const display = this.value(field, row)
      const matches =
        (typeof display === 'string' && asciiLower(display) === wanted) || this.slug(field, row) === wanted
      return op === '=' ? matches : !matches
    }
    return applyCompare(op, compareText(asciiLower(String(left)), asciiLower(String(right))))
  }

  /** Symbols of the matching rows, sorted as the screener sorts: nulls last, text case-insensitively, then symbol. */
  screen(
    rows: readonly EvaluationRow[],
    condition: Condition | null,
    keys: readonly OrderKey[],
    descending: boolean,
  ): string[] {
    const matching = rows.filter((row) => condition === null || this.test(condition, row) === true)
    const sortValues = new Map(matching.map((row) => [row, keys.map((key) => this.value(key.expr, row))]))
    return matching
      .sort((a, b) => {
        for (const [i, key] of keys.entries()) {
          const x = sortValues.get(a)?.[i] ?? null
          const y = sortValues.get(b)?.[i] ?? null
          if (x === null || y === null) {
            if (x !== y) return x === null ? 1 : -1
            continue
          }
          const order =
            typeof x === 'number' && typeof y === 'number'
              ? Math.sign(x - y) || 0
              : compareText(asciiLower(String(x)), asciiLower(String(y)))
          if (order !== 0) return key.descending || descending ? -order : order
        }
        return compareText(a.symbol, b.symbol)
      })
      .map((row) => row.symbol)
  }
}
