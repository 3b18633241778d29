import { printCondition, printValue } from '../../../shared/where'
import type { Condition, FieldRef, OrderKey, ValueExpr } from '../../../shared/where'
import { emptyGroup, MAX_GROUP_DEPTH, newId } from './model'
import type { ConditionDraft, FieldChoice, GroupDraft, ItemDraft, Operand, OrderKeyDraft } from './model'
import type { BuilderReason } from './reasons'

/** A draft, or why the builder cannot show the tree: the reason completes "the builder cannot show …". */
export type FromAst<T> = { representable: true; draft: T } | { representable: false; reason: BuilderReason }

/** Thrown inside the conversion only, where passing a failure up through every level would bury the mapping. */
class NotRepresentable extends Error {
  constructor(readonly reason: BuilderReason) {
    super(reason.code)
  }
}

/**
 * The builder's draft for a parsed (and analysed) `where` tree. The builder shows groups of conditions up to
 * MAX_GROUP_DEPTH levels below the root, each condition a field on the left compared with a value, a list,
 * a pattern, another field or arithmetic. It cannot show, and says so: deeper groups; `not` anywhere except
 * as `not in` / `not like`; anything but a plain field on the left; the empty text `''`, which its inputs cannot
 * tell from a value not yet entered. Field names and types are not checked here: analyse the tree first.
 */
export function fromAst(condition: Condition | null): FromAst<GroupDraft> {
  try {
    if (condition === null) return { representable: true, draft: emptyGroup() }
    const draft =
      condition.kind === 'and' || condition.kind === 'or' ? group(condition, 0) : emptyGroup('and', [leaf(condition)])
    return { representable: true, draft }
  } catch (error) {
    if (error instanceof NotRepresentable) return { representable: false, reason: error.reason }
    throw error
  }
}

function group(condition: Condition & { kind: 'and' | 'or' }, depth: number): GroupDraft {
  if (depth > MAX_GROUP_DEPTH) throw new NotRepresentable({ code: 'nestedTooDeep', max: MAX_GROUP_DEPTH })
  const items = condition.operands.map((operand): ItemDraft =>
    operand.kind === 'and' || operand.kind === 'or' ? group(operand, depth + 1) : leaf(operand),
  )
  return { type: 'group', id: newId(), op: condition.kind, items }
}

/** One row of the builder: `field op right`; `whole` is what reasons quote (the `not` around an `in`). */
function leaf(condition: Exclude<Condition, { kind: 'and' | 'or' }>, whole: Condition = condition): ConditionDraft {
  const row = (subject: ValueExpr, op: ConditionDraft['op'], right: Operand): ConditionDraft => ({
    type: 'condition',
    id: newId(),
    field: fieldOf(subject, whole),
    op,
    right,
  })
  const values: readonly ValueExpr[] =
    condition.kind === 'like'
      ? [condition.pattern]
      : condition.kind === 'in'
        ? condition.items
        : condition.kind === 'compare'
          ? [condition.right]
          : []
  if (values.some((value) => value.kind === 'string' && value.value === ''))
    throw new NotRepresentable({ code: 'emptyText', condition: `'${printCondition(whole)}'` })
  switch (condition.kind) {
    case 'not': {
      const { operand } = condition
      if (operand.kind === 'in') return { ...leaf(operand, condition), op: 'not in' }
      if (operand.kind === 'like') return { ...leaf(operand, condition), op: 'not like' }
      throw new NotRepresentable(
        operand.kind === 'and' || operand.kind === 'or'
          ? { code: 'notInFrontOfGroup' }
          : { code: 'notInFront', condition: `'${printCondition(operand)}'` },
      )
    }
    case 'compare':
      return row(condition.left, condition.op, rightOperand(condition.right))
    case 'like':
      return row(condition.subject, 'like', { kind: 'text', value: condition.pattern.value })
    case 'in':
      return row(condition.subject, 'in', { kind: 'list', items: condition.items.map((item) => item.value) })
    case 'isNull':
      return row(condition.subject, condition.negated ? 'is not null' : 'is null', { kind: 'none' })
  }
}

/** A field reference as the builder keeps it: its year, and its quarter when it has one. */
const choiceOf = ({ name, year, quarter }: FieldRef): FieldChoice =>
  quarter === undefined ? { name, year } : { name, year, quarter }

/** The left side must be a plain field: the builder's rows start with a field picker. */
function fieldOf(subject: ValueExpr, condition: Condition): FieldChoice {
  if (subject.kind === 'field') return choiceOf(subject)
  const text = `'${printCondition(condition)}'`
  if (subject.kind === 'arith' || subject.kind === 'negate')
    throw new NotRepresentable({ code: 'arithmeticOnLeft', condition: text })
  if (condition.kind === 'compare' && condition.right.kind !== 'field' && !isArithmetic(condition.right))
    throw new NotRepresentable({ code: 'comparesTwoValues', condition: text })
  throw new NotRepresentable({ code: 'valueOnLeft', condition: text })
}

const isArithmetic = (value: ValueExpr) => value.kind === 'arith' || value.kind === 'negate'

function rightOperand(value: ValueExpr): Operand {
  switch (value.kind) {
    case 'field':
      return { kind: 'field', field: choiceOf(value) }
    case 'number':
      return { kind: 'number', value: value.value }
    case 'string':
      return { kind: 'text', value: value.value }
    case 'arith':
    case 'negate':
      return { kind: 'expression', text: printValue(value) }
  }
}

/** Sort keys as the builder shows them: any valid order_by can be, a field as a field, the rest as expressions. */
export function fromOrderKeys(keys: readonly OrderKey[]): OrderKeyDraft[] {
  return keys.map(({ expr, descending }) => ({
    id: newId(),
    descending,
    target:
      expr.kind === 'field' ? { kind: 'field', field: choiceOf(expr) } : { kind: 'expression', text: printValue(expr) },
  }))
}
