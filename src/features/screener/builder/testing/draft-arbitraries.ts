/**
 * Test support (imported by tests only): hand-written and generated builder drafts, and id-free comparison. Drafts come out
 * complete, valid against the catalogue and in normal form (a nested group has two or more items and the other
 * junction than its parent; a root of one item is an "all of" holding a condition), the form `fromAst` gives.
 */
import fc from 'fast-check'
import type { Arbitrary } from 'fast-check'
import type { Catalogue, FieldSpec } from '../../../../shared/catalogue'
import { printValue } from '../../../../shared/where'
import { dateText, numericValues, pools } from '../../../../shared/where/testing/value-arbitraries'
import { MAX_GROUP_DEPTH, newId, operandKinds, operatorsFor } from '../model'
import type {
  BuilderDraft,
  ConditionDraft,
  FieldChoice,
  GroupDraft,
  ItemDraft,
  Junction,
  Operand,
  Operator,
  OrderKeyDraft,
} from '../model'

/** Hand-written drafts, one builder per kind of part: `all(row(f('pe_ttm'), '<', num(15)))`. */
export const f = (name: string, year: number | null = null): FieldChoice => ({ name, year })
export const row = (field: FieldChoice | null, op: Operator, right: Operand): ConditionDraft => ({
  type: 'condition',
  id: 'x',
  field,
  op,
  right,
})
export const group = (op: Junction, ...items: ItemDraft[]): GroupDraft => ({ type: 'group', id: 'g', op, items })
export const num = (value: number | null): Operand => ({ kind: 'number', value })
export const text = (value: string): Operand => ({ kind: 'text', value })
export const list = (...items: (number | string)[]): Operand => ({ kind: 'list', items })
export const other = (field: FieldChoice | null): Operand => ({ kind: 'field', field })
export const expr = (value: string): Operand => ({ kind: 'expression', text: value })
export const none: Operand = { kind: 'none' }
export const all = (...items: ItemDraft[]) => group('and', ...items)

/** A draft without its ids, which differ on every conversion and mean nothing. */
export function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, child]) => (key === 'id' ? [] : [[key, withoutIds(child)]])),
  )
}

export function draftArbitrary(catalogue: Catalogue<FieldSpec>): Arbitrary<BuilderDraft> {
  const pool = pools(catalogue, undefined)
  const choice = (definition: FieldSpec): Arbitrary<FieldChoice> =>
    definition.quarterly === true
      ? fc
          .tuple(fc.integer({ min: catalogue.firstYear, max: catalogue.latestYear }), fc.integer({ min: 1, max: 4 }))
          .map(([year, quarter]) => ({ name: definition.name, year, quarter }))
      : definition.yearly
        ? fc
            .integer({ min: catalogue.firstYear, max: catalogue.latestYear })
            .map((year) => ({ name: definition.name, year }))
        : fc.constant({ name: definition.name, year: null })
  const anyOf = (definitions: readonly FieldSpec[]) => fc.constantFrom(...definitions).chain(choice)
  const number = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 })
  const expression = numericValues(pool)(2, false)
    .filter((value) => value.kind === 'arith' || value.kind === 'negate')
    .map(printValue)

  const operand = (definition: FieldSpec, op: ConditionDraft['op']): Arbitrary<Operand> => {
    const pattern = op === 'like' || op === 'not like'
    const text = definition.type === 'date' && !pattern ? dateText : fc.string({ minLength: 1, maxLength: 8 })
    const item: Arbitrary<number | string> = definition.type === 'number' ? number : text
    return fc
      .constantFrom(...operandKinds(definition.type, op, definition.member !== undefined))
      .chain((kind): Arbitrary<Operand> => {
        switch (kind) {
          case 'none':
            return fc.constant({ kind })
          case 'number':
            return number.map((value) => ({ kind, value }))
          case 'text':
            return text.map((value) => ({ kind, value }))
          case 'list':
            return fc.array(item, { minLength: 1, maxLength: 3 }).map((items) => ({ kind, items }))
          case 'field':
            return anyOf(pool.fields[definition.type]).map((field) => ({ kind, field }))
          case 'expression':
            return expression.map((text) => ({ kind, text }))
        }
      })
  }

  const condition: Arbitrary<ConditionDraft> = fc
    .constantFrom(...catalogue.fields)
    .chain((definition) =>
      fc
        .constantFrom(...operatorsFor(definition.type, definition.member !== undefined))
        .chain((op) =>
          fc
            .tuple(choice(definition), operand(definition, op))
            .map(([field, right]): ConditionDraft => ({ type: 'condition', id: newId(), field, op, right })),
        ),
    )

  const group = (op: Junction, depth: number): Arbitrary<GroupDraft> => {
    const other: Junction = op === 'and' ? 'or' : 'and'
    const item: Arbitrary<ItemDraft> =
      depth < MAX_GROUP_DEPTH ? fc.oneof({ arbitrary: condition, weight: 3 }, group(other, depth + 1)) : condition
    return fc.array(item, { minLength: 2, maxLength: 3 }).map((items) => ({ type: 'group', id: newId(), op, items }))
  }

  const where = fc.oneof(
    condition.map((single): GroupDraft => ({ type: 'group', id: newId(), op: 'and', items: [single] })),
    fc.constantFrom<Junction>('and', 'or').chain((op) => group(op, 0)),
  )
  const orderable = [...pool.fields.number, ...pool.fields.string, ...pool.fields.date]
  const orderKey: Arbitrary<OrderKeyDraft> = fc
    .tuple(
      fc.oneof(
        anyOf(orderable).map((field) => ({ kind: 'field' as const, field })),
        numericValues(pool)(2, true)
          .filter((value) => value.kind !== 'field')
          .map((value) => ({ kind: 'expression' as const, text: printValue(value) })),
      ),
      fc.boolean(),
    )
    .map(([target, descending]) => ({ id: newId(), target, descending }))
  return fc.record({ where, orderBy: fc.array(orderKey, { minLength: 1, maxLength: 3 }) })
}
