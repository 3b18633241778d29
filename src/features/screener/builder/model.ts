import type { FieldType } from '../../../shared/catalogue'
import type { CompareOp } from '../../../shared/where'

/**
 * The visual filter builder's draft: what a person is composing, before it becomes `where` / `order_by` text.
 * Values are kept as the language holds them (a percent as its decimal, money in currency units); the editors
 * convert what is typed. Every node has an id so that React keeps each row's local input state with its row.
 */

export type Junction = 'and' | 'or'

export type Operator = CompareOp | 'like' | 'not like' | 'in' | 'not in' | 'is null' | 'is not null'

/** A field of the catalogue, with its fiscal year when the field is yearly, and its quarter when quarterly. */
export interface FieldChoice {
  readonly name: string
  readonly year: number | null
  /** 1–4 for a quarterly field (`revenue_q[Q1-2024]`), absent otherwise */
  readonly quarter?: number
}

/** The right-hand side of a condition. */
export type Operand =
  | { readonly kind: 'none' }
  /** `null` while what was typed is not a number */
  | { readonly kind: 'number'; readonly value: number | null }
  /** a text, a 'YYYY-MM-DD' date, or a `like` pattern */
  | { readonly kind: 'text'; readonly value: string }
  | { readonly kind: 'list'; readonly items: readonly (number | string)[] }
  | { readonly kind: 'field'; readonly field: FieldChoice | null }
  /** arithmetic typed as text, e.g. `revenue[2023] * 1.2` */
  | { readonly kind: 'expression'; readonly text: string }

export type OperandKind = Operand['kind']

export interface ConditionDraft {
  readonly type: 'condition'
  readonly id: string
  readonly field: FieldChoice | null
  readonly op: Operator
  readonly right: Operand
}

export interface GroupDraft {
  readonly type: 'group'
  readonly id: string
  readonly op: Junction
  readonly items: readonly ItemDraft[]
}

export type ItemDraft = ConditionDraft | GroupDraft

/** One sort key: a field or an expression typed as text. */
export interface OrderKeyDraft {
  readonly id: string
  readonly target:
    | { readonly kind: 'field'; readonly field: FieldChoice | null }
    | { readonly kind: 'expression'; readonly text: string }
  readonly descending: boolean
}

export interface BuilderDraft {
  readonly where: GroupDraft
  readonly orderBy: readonly OrderKeyDraft[]
}

/** Groups may nest this many levels below the root: `a and (b or (c and d))` is as deep as the builder goes. */
export const MAX_GROUP_DEPTH = 2

let lastId = 0
/** Ids only need to be unique within a page; a counter is enough. */
export const newId = (): string => `d${String((lastId += 1))}`

export const emptyGroup = (op: Junction = 'and', items: readonly ItemDraft[] = []): GroupDraft => ({
  type: 'group',
  id: newId(),
  op,
  items,
})

export const emptyCondition = (): ConditionDraft => ({
  type: 'condition',
  id: newId(),
  field: null,
  op: '=',
  right: { kind: 'text', value: '' },
})

const COMPARE: readonly Operator[] = ['=', '!=', '>', '>=', '<', '<=']
const NULL_CHECKS: readonly Operator[] = ['is null', 'is not null']
const LISTS: readonly Operator[] = ['in', 'not in']
const PATTERNS: readonly Operator[] = ['like', 'not like']

/** The operators the language accepts for a field type (what `analyseWhere` lets through). */
export function operatorsFor(type: FieldType, member = false): readonly Operator[] {
  // a member of a JSON list (`major_shareholders_name`) takes `=`, `!=`, `like` and `in` on text, as the service does
  if (member && type === 'string') return ['=', '!=', ...PATTERNS, ...LISTS, ...NULL_CHECKS]
  switch (type) {
    case 'number':
      return [...COMPARE, ...LISTS, ...NULL_CHECKS]
    case 'string':
    case 'date':
      return [...COMPARE, ...PATTERNS, ...LISTS, ...NULL_CHECKS]
    case 'string_list':
      return ['=', '!=', ...PATTERNS, ...LISTS, ...NULL_CHECKS]
  }
}

/** What may stand on the right of `op` for a field of `type`; the first is the default. */
export function operandKinds(type: FieldType, op: Operator, member = false): readonly OperandKind[] {
  if (NULL_CHECKS.includes(op)) return ['none']
  if (LISTS.includes(op)) return ['list']
  if (PATTERNS.includes(op)) return ['text']
  // a list member is compared with a value only: "any element" has no single value to compute with
  if (member) return type === 'number' ? ['number'] : ['text']
  if (type === 'number') return ['number', 'field', 'expression']
  // a list field compares with a text only: `tags = 'x'` means "contains"
  return type === 'string_list' ? ['text'] : ['text', 'field']
}

/**
 * The right side after the field, the operator or the kind of operand changed: values that still fit are carried
 * over (a value becomes the first item of a list and back), anything else starts empty.
 */
export function adaptOperand(right: Operand, type: FieldType, op: Operator, kind?: OperandKind): Operand {
  const kinds = operandKinds(type, op)
  const wanted = kind ?? (kinds.includes(right.kind) ? right.kind : (kinds[0] ?? 'none'))
  const values =
    right.kind === 'list' ? right.items : right.kind === 'number' || right.kind === 'text' ? [right.value] : []
  const carried = values.filter((value): value is number | string => value !== null && fits(value, type, op))
  const [first] = carried
  switch (wanted) {
    case 'number':
      return { kind: 'number', value: typeof first === 'number' ? first : null }
    case 'text':
      return { kind: 'text', value: typeof first === 'string' ? first : '' }
    case 'list':
      return { kind: 'list', items: carried }
    case 'field':
      return right.kind === 'field' ? right : { kind: 'field', field: null }
    case 'expression':
      return right.kind === 'expression' ? right : { kind: 'expression', text: '' }
    case 'none':
      return { kind: 'none' }
  }
}

/** Whether a literal suits a field type under an operator: a pattern is always text, a date is 'YYYY-MM-DD'. */
function fits(value: number | string, type: FieldType, op: Operator): boolean {
  if (PATTERNS.includes(op)) return typeof value === 'string'
  if (type === 'number') return typeof value === 'number'
  return typeof value === 'string' && (type !== 'date' || /^\d{4}-\d\d-\d\d$/.test(value))
}

/** Numbers the conditions 1, 2, ... and the nested groups 1, 2, ... in reading order, for labels and messages. */
export function numberItems(root: GroupDraft): ReadonlyMap<string, number> {
  const numbers = new Map<string, number>()
  let conditions = 0
  let groups = 0
  const walk = (group: GroupDraft) => {
    for (const item of group.items) {
      if (item.type === 'condition') numbers.set(item.id, (conditions += 1))
      else {
        numbers.set(item.id, (groups += 1))
        walk(item)
      }
    }
  }
  walk(root)
  return numbers
}
