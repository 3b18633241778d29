import type { Condition, FieldRef, OrderKey, ValueExpr } from '../../../shared/where'
import {
  and,
  compare,
  field,
  inList,
  isNull,
  like,
  not,
  num,
  or,
  orderKey,
  quarterField,
  str,
} from '../../../shared/where/build'
import { parseExpression } from './expression'
import { numberItems } from './model'
import type { ConditionDraft, FieldChoice, GroupDraft, Operand, OrderKeyDraft } from './model'
import type { DraftProblem, RowMissing } from './reasons'

/** Why a draft cannot become text yet, tied to the row at fault so the builder can point at it. */
export interface DraftIssue {
  readonly id: string
  readonly problem: DraftProblem
}

export type Converted<T> = { ok: true; value: T } | { ok: false; issues: DraftIssue[] }

const fieldRef = ({ name, year, quarter }: FieldChoice): FieldRef =>
  quarter !== undefined && year !== null ? quarterField(name, year, quarter) : field(name, year)

/**
 * The condition a draft stands for, in the form the parser gives for its printed text (and / or flattened, a
 * group of one reduced to its item), so that `printCondition` yields canonical text. `null` for a builder with
 * no conditions. Every incomplete row and empty group is reported, in reading order; nothing is dropped.
 */
export function toAst(root: GroupDraft): Converted<Condition | null> {
  const numbers = numberItems(root)
  const issues: DraftIssue[] = []

  const group = (draft: GroupDraft): Condition | null => {
    if (draft !== root && draft.items.length === 0)
      issues.push({ id: draft.id, problem: { code: 'emptyGroup', group: numbers.get(draft.id) ?? 0 } })
    const operands = draft.items.flatMap((item): Condition[] => {
      const node = item.type === 'group' ? group(item) : condition(item)
      if (node === null) return []
      return node.kind === draft.op ? [...node.operands] : [node]
    })
    const [first] = operands
    if (operands.length > 1) return draft.op === 'and' ? and(...operands) : or(...operands)
    return first ?? null
  }

  const condition = (draft: ConditionDraft): Condition | null => {
    const problem = (missing: RowMissing) => {
      issues.push({ id: draft.id, problem: { code: 'condition', condition: numbers.get(draft.id) ?? 0, missing } })
      return null
    }
    if (draft.field === null) return problem({ code: 'chooseField' })
    const subject = fieldRef(draft.field)
    const { op, right } = draft
    switch (op) {
      case 'is null':
      case 'is not null':
        return isNull(subject, op === 'is not null')
      case 'in':
      case 'not in': {
        if (right.kind !== 'list' || right.items.length === 0) return problem({ code: 'addValue' })
        const node = inList(
          subject,
          right.items.map((value) => (typeof value === 'number' ? num(value) : str(value))),
        )
        return op === 'in' ? node : not(node)
      }
      case 'like':
      case 'not like': {
        if (right.kind !== 'text' || right.value === '') return problem({ code: 'enterPattern' })
        const node = like(subject, right.value)
        return op === 'like' ? node : not(node)
      }
      default: {
        const value = operand(right)
        if ('code' in value) return problem(value)
        return compare(subject, op, value)
      }
    }
  }

  const where = group(root)
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: where }
}

/** The value on the right of a comparison, or what is missing from it. */
function operand(right: Operand): ValueExpr | RowMissing {
  switch (right.kind) {
    case 'number':
      return right.value === null ? { code: 'enterNumber' } : num(right.value)
    case 'text':
      return right.value === '' ? { code: 'enterValue' } : str(right.value)
    case 'field':
      return right.field === null ? { code: 'chooseCompareField' } : fieldRef(right.field)
    case 'expression':
      return expression(right.text)
    case 'list':
    case 'none':
      return { code: 'enterValue' }
  }
}

function expression(text: string): ValueExpr | RowMissing {
  if (text.trim() === '') return { code: 'enterExpression' }
  const parsed = parseExpression(text)
  return parsed.ok ? parsed.value : { code: 'invalidExpression', error: parsed.error.text }
}

/** The sort keys a draft stands for, or what is missing from them. */
export function toOrderKeys(keys: readonly OrderKeyDraft[]): Converted<OrderKey[]> {
  const issues: DraftIssue[] = []
  const result = keys.flatMap(({ id, target, descending }, index): OrderKey[] => {
    const expr: ValueExpr | RowMissing =
      target.kind === 'field'
        ? target.field === null
          ? { code: 'chooseField' }
          : fieldRef(target.field)
        : expression(target.text)
    if (!('code' in expr)) return [orderKey(expr, descending)]
    issues.push({ id, problem: { code: 'sortKey', key: index + 1, missing: expr } })
    return []
  })
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: result }
}
