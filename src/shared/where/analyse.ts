import type { Catalogue, FieldType, FieldSpec } from '../catalogue'
import type { CompareOp, Condition, FieldRef, OrderKey, ValueExpr } from './ast'
import { describeKind, describeOperand, isCalendarDate } from './describe'
import { attempt, fail, failed, quote } from './errors'
import type { Result } from './errors'
import { resolveField } from './field-names'
import { whereText, type WhereText } from './messages'
import { printField, printValue } from './print'

/** What analysis learned about a valid tree. */
export interface Analysis {
  /** The fields named, distinct by `printField` token, in order of first appearance from left to right. */
  fields: FieldRef[]
}

/**
 * Checks a parsed `where` tree against a market's catalogue: field names and years, that every comparison names a
 * field, that operand types fit their operators (lists, dates, text, numbers). Reports the first problem from the
 * left, at the start of the node at fault. Never throws.
 */
export function analyseWhere(condition: Condition, catalogue: Catalogue<FieldSpec>): Result<Analysis> {
  const analyser = new Analyser(catalogue)
  return attempt(() => {
    analyser.condition(condition)
    return { fields: analyser.fields }
  })
}

/**
 * Checks parsed `order_by` keys: each must be a number, text or date expression naming a field (lists have no
 * order). Every error carries the code UNSUPPORTED_ORDER_BY. Never throws.
 */
export function analyseOrderBy(keys: readonly OrderKey[], catalogue: Catalogue<FieldSpec>): Result<Analysis> {
  const analyser = new Analyser(catalogue)
  const result = attempt(() => {
    for (const { expr } of keys) {
      const type = analyser.value(expr)
      const at = expr.span.start
      if (!namesField(expr)) fail('UNSUPPORTED_ORDER_BY', whereText('orderByNeedsField'), at)
      if (type === 'string_list')
        fail('UNSUPPORTED_ORDER_BY', whereText('cannotOrderBy', { operand: describeOperand(expr, type) }), at)
      if (analyser.isMember(expr))
        fail('UNSUPPORTED_ORDER_BY', whereText('cannotOrderByListMember', { field: `'${printValue(expr)}'` }), at)
    }
    return { fields: analyser.fields }
  })
  return result.ok ? result : failed({ ...result.error, code: 'UNSUPPORTED_ORDER_BY' })
}

/**
 * The type of an analysed value: a field's catalogue type, `string` for a text literal, `number` for number
 * literals and arithmetic. Call it on analysed trees only: an unknown field is a programming error and throws.
 */
export function valueType(value: ValueExpr, catalogue: Catalogue<FieldSpec>): FieldType {
  switch (value.kind) {
    case 'field': {
      const definition = catalogue.field(value.name)
      if (definition === undefined) throw new Error(`valueType: unknown field '${value.name}'; analyse first`)
      return definition.type
    }
    case 'string':
      return 'string'
    case 'number':
    case 'arith':
    case 'negate':
      return 'number'
  }
}

/** True when a field occurs anywhere in the value: `1 = 1` names none and is rejected. */
function namesField(value: ValueExpr): boolean {
  switch (value.kind) {
    case 'field':
      return true
    case 'number':
    case 'string':
      return false
    case 'arith':
      return namesField(value.left) || namesField(value.right)
    case 'negate':
      return namesField(value.operand)
  }
}

/** Walks a tree left to right, failing at the first problem and collecting the fields it names. */
class Analyser {
  readonly fields: FieldRef[] = []
  private readonly seen = new Set<string>()

  constructor(private readonly catalogue: Catalogue<FieldSpec>) {}

  condition(condition: Condition): void {
    switch (condition.kind) {
      case 'and':
      case 'or':
        for (const operand of condition.operands) this.condition(operand)
        return
      case 'not':
        this.condition(condition.operand)
        return
      case 'compare': {
        const leftType = this.value(condition.left)
        const rightType = this.value(condition.right)
        this.requireField(condition, [condition.left, condition.right])
        this.memberCompare(condition.op, condition.left, condition.right)
        this.compare(
          condition.op,
          { value: condition.left, type: leftType },
          { value: condition.right, type: rightType },
        )
        return
      }
      case 'like': {
        const type = this.value(condition.subject)
        this.requireField(condition, [condition.subject])
        if (type === 'number') {
          const message =
            condition.subject.kind === 'field'
              ? whereText('likeOnNumberField', { kind: describeKind(condition.subject, type) })
              : whereText('likeOnNumber')
          fail('TYPE_MISMATCH', message, condition.subject.span.start)
        }
        return
      }
      case 'in': {
        const subject = { value: condition.subject, type: this.value(condition.subject) }
        this.requireField(condition, [condition.subject])
        for (const item of condition.items) this.compare('=', subject, { value: item, type: this.value(item) })
        return
      }
      case 'isNull':
        this.value(condition.subject)
        this.requireField(condition, [condition.subject])
        return
    }
  }

  /** Resolves the fields of a value and checks its arithmetic; returns its type. */
  value(value: ValueExpr): FieldType {
    switch (value.kind) {
      case 'field': {
        const { type } = resolveField(value, this.catalogue)
        const token = printField(value)
        if (!this.seen.has(token)) {
          this.seen.add(token)
          this.fields.push(value)
        }
        return type
      }
      case 'number':
        return 'number'
      case 'string':
        return 'string'
      case 'arith':
        this.requireNumber(value.left, this.value(value.left), value.op)
        this.requireNumber(value.right, this.value(value.right), value.op)
        return 'number'
      case 'negate':
        this.requireNumber(value.operand, this.value(value.operand), '-')
        return 'number'
    }
  }

  /** A member of a JSON list (`major_shareholders_name`): a field of the catalogue with `member` set. */
  isMember(value: ValueExpr): boolean {
    return value.kind === 'field' && this.catalogue.field(value.name)?.member !== undefined
  }

  /**
   * A list member is compared with a literal only (`major_shareholders_share_percentage > 0.1`), never with
   * another field or arithmetic: "any element" has no single value to compute with. Text members take only
   * `=` and `!=` here (and `like`, `in` elsewhere), as on the real service.
   */
  private memberCompare(op: CompareOp, left: ValueExpr, right: ValueExpr): void {
    const [member, other] = this.isMember(left) ? [left, right] : [right, left]
    if (!this.isMember(member)) return
    const type = this.catalogue.field(member.kind === 'field' ? member.name : '')?.type
    if (type === 'string' && op !== '=' && op !== '!=')
      fail('UNSUPPORTED_OPERATOR', listOperatorMessage(op, member), member.span.start)
    if (other.kind !== 'string' && other.kind !== 'number') {
      const operand = describeOperand(other, this.value(other))
      const message = whereText('listMemberWithValueOnly', { field: `'${printValue(member)}'`, operand })
      fail('UNSUPPORTED_OPERATOR', message, other.span.start)
    }
  }

  private requireNumber(value: ValueExpr, type: FieldType, op: string): void {
    if (this.isMember(value)) {
      const message = whereText('listMemberInArithmetic', { field: `'${printValue(value)}'` })
      fail('UNSUPPORTED_OPERATOR', message, value.span.start)
    }
    if (type === 'number') return
    if (type === 'string_list') fail('UNSUPPORTED_OPERATOR', listOperatorMessage(op, value), value.span.start)
    fail('TYPE_MISMATCH', whereText('arithmeticNeedsNumbers', { kind: describeKind(value, type) }), value.span.start)
  }

  private requireField(condition: Condition, values: readonly ValueExpr[]): void {
    if (!values.some(namesField)) fail('INVALID_WHERE_CLAUSE', whereText('conditionNeedsField'), condition.span.start)
  }

  /** Checks that two typed operands can be compared with `op` (`in` items are checked as `=`). */
  private compare(op: CompareOp, left: Typed, right: Typed): void {
    if (left.type === 'string_list' || right.type === 'string_list') {
      const [list, other] = left.type === 'string_list' ? [left, right] : [right, left]
      if (op !== '=' && op !== '!=')
        fail('UNSUPPORTED_OPERATOR', listOperatorMessage(op, list.value), list.value.span.start)
      if (other.value.kind === 'string') return
      if (other.type === 'number') mismatch(left, right)
      const message = whereText('listComparedWithText', { field: `'${printValue(list.value)}'` })
      fail('UNSUPPORTED_OPERATOR', message, other.value.span.start)
    }
    if (left.type === right.type && (left.type === 'number' || left.type === 'date')) return
    if (left.type === 'date' || right.type === 'date') {
      const [date, other] = left.type === 'date' ? [left, right] : [right, left]
      if (other.value.kind !== 'string') mismatch(left, right)
      if (!isCalendarDate(other.value.value)) {
        const field = `'${printValue(date.value)}'`
        const message = whereText('invalidDate', { date: quote(other.value.value), field })
        fail('INVALID_DATE_FORMAT', message, other.value.span.start)
      }
      return
    }
    if (left.type !== right.type) mismatch(left, right)
  }
}

interface Typed {
  readonly value: ValueExpr
  readonly type: FieldType
}

/** Fails with "Cannot compare A with B.", pointing at the literal when one side is a literal. */
function mismatch(left: Typed, right: Typed): never {
  const isLiteral = (value: ValueExpr) => value.kind === 'string' || value.kind === 'number'
  const at = isLiteral(left.value) && !isLiteral(right.value) ? left.value : right.value
  const message = whereText('cannotCompare', {
    left: describeOperand(left.value, left.type),
    right: describeOperand(right.value, right.type),
  })
  return fail('TYPE_MISMATCH', message, at.span.start)
}

function listOperatorMessage(op: string, list: ValueExpr): WhereText {
  return whereText('listOperator', { operator: `'${op}'`, field: `'${printValue(list)}'` })
}
