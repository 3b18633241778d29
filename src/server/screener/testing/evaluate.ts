import type { Catalogue } from '../../../shared/catalogue'
import type { Condition, OrderKey, ValueExpr } from '../../../shared/where/ast'
import { asciiLower } from '../../db/sql'

/**
 * A plain-TypeScript evaluator of the where/order_by language over in-memory rows: the reference the SQL compiler
 * is property-tested against. It states the language's semantics independently of SQL:
 * three-valued logic (null = unknown, and an unknown row does not match), floating-point arithmetic where a
 * division by zero or a missing operand gives null, ASCII case-insensitive text, classification fields matching
 * display name or slug, list fields (`in` = overlap, `=` contains, `!=` does not contain, `like` any element),
 * list members (some element satisfies the condition; `!=` none equals), and the null-list rule: a missing list
 * is the empty list, so conditions on lists are never unknown and `not E` is their exact complement.
 */

export type Value = number | string | readonly string[] | null

export interface EvaluationRow {
  symbol: string
  /** non-yearly fields, plus `<field>_slug` beside each classification field */
  values: Readonly<Record<string, Value>>
  /** yearly fields by fiscal year */
  years: ReadonlyMap<number, Readonly<Record<string, Value>>>
  /** quarterly fields by `YYYY-Qn` */
  quarters: ReadonlyMap<string, Readonly<Record<string, Value>>>
  /** the JSON lists of objects behind list members, by list name (`major_shareholders`); null when missing */
  objectLists: Readonly<Record<string, readonly Readonly<Record<string, unknown>>[] | null>>
}

/** The key of a quarter in `EvaluationRow.quarters`. */
export const quarterKey = (year: number, quarter: number) => `${year}-Q${quarter}`

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

const FLIPPED: Readonly<Record<string, string>> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '=': '=', '!=': '!=' }

export class Evaluator {
  constructor(private readonly catalogue: Catalogue) {}

  private isClassification(expr: ValueExpr): boolean {
    return expr.kind === 'field' && this.catalogue.field(expr.name)?.matchesSlug === true
  }

  private isList(expr: ValueExpr): boolean {
    return expr.kind === 'field' && this.catalogue.field(expr.name)?.type === 'string_list'
  }

  /** The values of a list member over the elements of its list (`[]` for a missing list), or null for others. */
  private members(expr: ValueExpr, row: EvaluationRow): (number | string | null)[] | null {
    if (expr.kind !== 'field') return null
    const definition = this.catalogue.field(expr.name)
    if (definition?.member === undefined) return null
    const { list, key } = definition.member
    return (row.objectLists[list] ?? []).map((element) => {
      const raw = element[key]
      if (raw === null || raw === undefined) return null
      if (definition.type === 'number') return typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : null
      return typeof raw === 'string' ? raw : null
    })
  }

  value(expr: ValueExpr, row: EvaluationRow): Value {
    switch (expr.kind) {
      case 'field': {
        const definition = this.catalogue.field(expr.name)
        if (definition?.member !== undefined) return null
        const source =
          definition?.quarterly === true && expr.year !== null && expr.quarter !== undefined
            ? row.quarters.get(quarterKey(expr.year, expr.quarter))
            : definition?.yearly === true && expr.year !== null
              ? row.years.get(expr.year)
              : row.values
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
        const subject = this.value(condition.subject, row)
        const members = this.members(condition.subject, row)
        const isNull =
          members !== null
            ? members.every((member) => member === null)
            : subject === null || (isTextList(subject) && subject.length === 0)
        return condition.negated ? !isNull : isNull
      }
      case 'like': {
        const subject = this.value(condition.subject, row)
        const pattern = condition.pattern.value
        const members = this.members(condition.subject, row)
        if (members !== null) return members.some((member) => typeof member === 'string' && like(member, pattern))
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
        const members = this.members(condition.subject, row)
        if (members !== null) {
          const wanted = items.map((item) => (typeof item === 'string' ? asciiLower(item) : item))
          return members.some(
            (member) => member !== null && wanted.includes(typeof member === 'string' ? asciiLower(member) : member),
          )
        }
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
      return op === '=' ? contains : !contains
    }
    const leftMembers = this.members(leftExpr, row)
    const [members, target, memberOp] =
      leftMembers !== null ? [leftMembers, rightExpr, op] : [this.members(rightExpr, row), leftExpr, FLIPPED[op] ?? op]
    if (members !== null && (target.kind === 'number' || target.kind === 'string')) {
      const matches = (member: number | string | null): boolean => {
        if (member === null) return false
        if (typeof member === 'number' && typeof target.value === 'number')
          return applyCompare(memberOp === '!=' ? '=' : memberOp, Math.sign(member - target.value))
        return asciiLower(String(member)) === asciiLower(String(target.value))
      }
      const someMember = members.some(matches)
      return memberOp === '!=' ? !someMember : someMember
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
