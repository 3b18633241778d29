import type { FieldType } from '../../shared/catalogue'
import type { Condition, FieldRef, OrderKey, ValueExpr } from '../../shared/where/ast'
import { valueType } from '../../shared/where'
import { asciiLower } from '../db/sql'
import { slugsFor } from './classification'
import type { SqlBuilder } from './sql-builder'

/**
 * Compiles an analysed `where` / `order_by` tree to SQL text over bound parameters.
 *
 * Semantics the TypeScript reference evaluator (compile.test.ts) mirrors:
 * - arithmetic is in floating point; dividing by zero, or touching a missing value, gives NULL;
 * - a comparison with NULL is unknown, and unknown rows do not match (SQL three-valued logic, also under `not`);
 * - text compares case-insensitively (ASCII), classification fields match their display name or their slug;
 * - on list fields `in` means any overlap, `=` contains, `!=` does not contain, `like` some element matches;
 * - list members (`major_shareholders_share_percentage > 0.1`) hold when some element of the list satisfies the
 *   condition; `!=` holds when no element equals the value. Each condition is tested on its own: in
 *   `major_shareholders_name like 'PT%' and major_shareholders_share_percentage > 0.1` the two may be met by
 *   different shareholders, as on the real service, which documents every condition as "any object matches";
 * - the null-list rule: a missing list (a company in no index, one that discloses no shareholders) is the empty
 *   list, never unknown. `indices = 'LQ45'`, `in`, `like` are false for it and `indices != 'LQ45'`,
 *   `not (indices in ['LQ45'])` true: a company in no index is "not in LQ45", as a person reads it. SQL's
 *   three-valued logic would make both unknown and drop the company from `!=` and from `not (...)` alike, so that
 *   `E` and `not E` together would miss every company without the list. Conditions on lists are therefore
 *   two-valued and `not E` is exactly the complement of `E`; `is null` is true for a missing or empty list.
 */

const assertNever = (value: never): never => {
  throw new Error(`unexpected node ${JSON.stringify(value)}`)
}

const isField = (expr: ValueExpr): expr is FieldRef => expr.kind === 'field'

/** The operator that keeps a comparison's meaning when its sides are swapped: `0.1 < x` is `x > 0.1`. */
const FLIPPED: Readonly<Record<string, string>> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '=': '=', '!=': '!=' }

export class WhereCompiler {
  constructor(private readonly sql: SqlBuilder) {}

  private typeOf(expr: ValueExpr): FieldType {
    return valueType(expr, this.sql.tables.catalogue)
  }

  private isClassification(expr: ValueExpr): expr is FieldRef {
    return isField(expr) && this.sql.tables.catalogue.field(expr.name)?.matchesSlug === true
  }

  /** A value as SQL; arithmetic is done in floating point, like the evaluator's JavaScript numbers. */
  value(expr: ValueExpr): string {
    switch (expr.kind) {
      case 'field':
        return this.sql.column(expr)
      case 'number':
      case 'string':
        return this.sql.bind(expr.value)
      case 'negate':
        return `(-${this.value(expr.operand)})`
      case 'arith': {
        const left = `(1.0 * ${this.value(expr.left)})`
        const right = this.value(expr.right)
        return expr.op === '/' ? `(${left} / NULLIF(${right}, 0))` : `(${left} ${expr.op} ${right})`
      }
      default:
        return assertNever(expr)
    }
  }

  /** A text value folded to lower case: literals are folded here and bound, columns are folded by SQLite. */
  private text(expr: ValueExpr): string {
    return expr.kind === 'string' ? this.sql.bind(asciiLower(expr.value)) : `lower(${this.value(expr)})`
  }

  condition(node: Condition): string {
    switch (node.kind) {
      case 'and':
      case 'or':
        return `(${node.operands.map((operand) => this.condition(operand)).join(node.kind === 'and' ? ' AND ' : ' OR ')})`
      case 'not':
        return `(NOT ${this.condition(node.operand)})`
      case 'isNull': {
        if (this.memberOf(node.subject) === null && this.typeOf(node.subject) !== 'string_list')
          return `(${this.value(node.subject)} IS ${node.negated ? 'NOT ' : ''}NULL)`
        const missing = this.isMissing(node.subject)
        return node.negated ? `(NOT ${missing})` : missing
      }
      case 'compare':
        return this.compare(node.op, node.left, node.right)
      case 'like':
        return this.like(node.subject, node.pattern.value)
      case 'in':
        return this.in(
          node.subject,
          node.items.map((item) => item.value),
        )
      default:
        return assertNever(node)
    }
  }

  /** `is null` on a list or a list member: a missing or empty list, or no element with the member (null-list rule). */
  private isMissing(subject: ValueExpr): string {
    const member = this.memberOf(subject)
    if (member !== null) return `(NOT ${this.memberAny(subject, `${member} IS NOT NULL`)})`
    return `(${this.value(subject)} IS NULL OR json_array_length(${this.value(subject)}) = 0)`
  }

  /** The SQL of one element's member for a list-member field (`json_extract(value, '$.name')`), else null. */
  private memberOf(expr: ValueExpr): string | null {
    if (!isField(expr)) return null
    const definition = this.sql.tables.catalogue.field(expr.name)
    if (definition?.member === undefined) return null
    const path = `json_extract(value, '$.${definition.member.key}')`
    // share_percentage is a decimal written as a string, as the real service lists it
    return definition.type === 'number' ? `CAST(${path} AS REAL)` : path
  }

  /** True when some element of the member's list satisfies `test` (which reads the element as `value`). */
  private memberAny(member: ValueExpr, test: string): string {
    return `EXISTS (SELECT 1 FROM json_each(${this.value(member)}) WHERE ${test})`
  }

  private compare(op: string, left: ValueExpr, right: ValueExpr): string {
    const sqlOp = op === '!=' ? '<>' : op
    const [list, other] = this.typeOf(left) === 'string_list' ? [left, right] : [right, left]
    if (this.typeOf(list) === 'string_list' && other.kind === 'string') {
      const contains = this.listAny(list, `lower(value) = ${this.sql.bind(asciiLower(other.value))}`)
      return op === '=' ? contains : `(NOT ${contains})`
    }
    const leftMember = this.memberOf(left)
    const [memberExpr, value, memberOp] = leftMember !== null ? [left, right, op] : [right, left, FLIPPED[op] ?? op]
    const member = this.memberOf(memberExpr)
    if (member !== null && (value.kind === 'string' || value.kind === 'number')) {
      const equalOp = memberOp === '!=' ? '=' : memberOp
      const test =
        value.kind === 'string'
          ? `lower(${member}) ${equalOp} ${this.sql.bind(asciiLower(value.value))}`
          : `${member} ${equalOp} ${this.sql.bind(value.value)}`
      const someMember = this.memberAny(memberExpr, test)
      return memberOp === '!=' ? `(NOT ${someMember})` : someMember
    }
    // Numbers compare as numbers, dates as 'YYYY-MM-DD' text (a date literal is text too); the rest is text.
    const types = [this.typeOf(left), this.typeOf(right)]
    if (types.includes('number') || types.includes('date')) return `(${this.value(left)} ${sqlOp} ${this.value(right)})`
    // A classification field against a literal matches its display name or its slug.
    const [field, literal] = this.isClassification(left) ? [left, right] : [right, left]
    if (this.isClassification(field) && literal.kind === 'string' && (op === '=' || op === '!=')) {
      const matches = this.slugIn(field, [literal.value])
      return op === '=' ? matches : `(NOT ${matches})`
    }
    return `(${this.text(left)} ${sqlOp} ${this.text(right)})`
  }

  private like(subject: ValueExpr, pattern: string): string {
    const bound = this.sql.bind(pattern)
    const member = this.memberOf(subject)
    if (member !== null) return this.memberAny(subject, `${member} LIKE ${bound}`)
    if (this.typeOf(subject) === 'string_list') return this.listAny(subject, `value LIKE ${bound}`)
    if (this.isClassification(subject))
      return `(${this.value(subject)} LIKE ${bound} OR ${this.sql.slugColumn(subject)} LIKE ${bound})`
    return `(${this.value(subject)} LIKE ${bound})`
  }

  private in(subject: ValueExpr, items: readonly (string | number)[]): string {
    const type = this.typeOf(subject)
    const member = this.memberOf(subject)
    if (member !== null) {
      const bound = items.map((item) => this.sql.bind(typeof item === 'string' ? asciiLower(item) : item)).join(', ')
      return this.memberAny(subject, `${type === 'string' ? `lower(${member})` : member} IN (${bound})`)
    }
    if (type === 'number' || type === 'date') {
      return `(${this.value(subject)} IN (${items.map((item) => this.sql.bind(item)).join(', ')}))`
    }
    if (this.isClassification(subject)) return this.slugIn(subject, items.map(String))
    const lowered = items.map((item) => this.sql.bind(asciiLower(String(item)))).join(', ')
    if (type === 'string_list') return this.listAny(subject, `lower(value) IN (${lowered})`)
    return `(lower(${this.value(subject)}) IN (${lowered}))`
  }

  /** A classification field equal to any of `values` (names or slugs), through its indexed slug column. */
  private slugIn(field: FieldRef, values: readonly string[]): string {
    const slugs = slugsFor(this.sql.tables.catalogue.market, field.name, values).map((slug) => this.sql.bind(slug))
    return `(${this.sql.slugColumn(field)} IN (${slugs.join(', ')}))`
  }

  /**
   * True when some element of a JSON list column satisfies `test` (which reads the element as `value`). A missing
   * list has no elements, so `IS NOT NULL` changes no answer; it lets SQLite read a list that few companies have
   * (index memberships) off a partial index of those companies instead of opening every row (db/indexes.ts).
   */
  private listAny(list: ValueExpr, test: string): string {
    const column = this.value(list)
    return `(${column} IS NOT NULL AND EXISTS (SELECT 1 FROM json_each(${column}) WHERE ${test}))`
  }

  /** ORDER BY: missing values last in both directions, text case-insensitively, ties broken by symbol. */
  orderBy(keys: readonly OrderKey[], descendingByDefault: boolean): string {
    const terms = keys.flatMap((key) => {
      const value = this.value(key.expr)
      const collation = this.typeOf(key.expr) === 'string' ? ' COLLATE NOCASE' : ''
      const direction = key.descending || descendingByDefault ? 'DESC' : 'ASC'
      return [`(${value}) IS NULL`, `${value}${collation} ${direction}`]
    })
    return `ORDER BY ${[...terms, 'c.symbol ASC'].join(', ')}`
  }
}
