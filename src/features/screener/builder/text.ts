import type { Catalogue, FieldSpec } from '../../../shared/catalogue'
import { printCondition, printOrderBy } from '../../../shared/where'
import { checkFilter, type CheckedFilter, type FilterText } from '../../../shared/screener/screener-check'
import { fromAst, fromOrderKeys } from './from-ast'
import type { FromAst } from './from-ast'
import { emptyGroup } from './model'
import type { BuilderDraft } from './model'
import { toAst, toOrderKeys } from './to-ast'
import type { Converted } from './to-ast'

export type { FilterText }

/**
 * The builder's draft for a checked filter, or why the builder cannot show it. Text with an error stays text:
 * the text editor shows where the error is, the builder could only lose it.
 */
export function draftFromChecked({ where, order }: CheckedFilter): FromAst<BuilderDraft> {
  let root = emptyGroup()
  if (where !== null) {
    if (!where.ok) return { representable: false, reason: { code: 'filterError', error: where.error.text } }
    const converted = fromAst(where.value.condition)
    if (!converted.representable) return converted
    root = converted.draft
  }
  if (order === null) return { representable: true, draft: { where: root, orderBy: [] } }
  if (!order.ok) return { representable: false, reason: { code: 'orderError', error: order.error.text } }
  return { representable: true, draft: { where: root, orderBy: fromOrderKeys(order.value.keys) } }
}

/** The builder's draft for a `where` and an `order_by` text, or why the builder cannot show them. */
export const draftFromText = (text: FilterText, catalogue: Catalogue<FieldSpec>): FromAst<BuilderDraft> =>
  draftFromChecked(checkFilter(text, catalogue))

/**
 * The canonical text of a draft, what the text editor opens with when the person switches to it; incomplete rows
 * and empty groups are reported by id instead.
 */
export function printDraft(draft: BuilderDraft): Converted<FilterText> {
  const where = toAst(draft.where)
  const keys = toOrderKeys(draft.orderBy)
  if (!where.ok || !keys.ok)
    return { ok: false, issues: [...(where.ok ? [] : where.issues), ...(keys.ok ? [] : keys.issues)] }
  return {
    ok: true,
    value: { where: where.value === null ? '' : printCondition(where.value), orderBy: printOrderBy(keys.value) },
  }
}

/** What "Apply filter" commits: the canonical text of a complete draft, checked as the service will check it. */
export function textFromDraft(draft: BuilderDraft, catalogue: Catalogue<FieldSpec>): Converted<FilterText> {
  const printed = printDraft(draft)
  if (!printed.ok) return printed
  const { where, order } = checkFilter(printed.value, catalogue)
  if (where?.ok === false)
    return { ok: false, issues: [{ id: draft.where.id, problem: { code: 'where', error: where.error.text } }] }
  // the service would sort a blank order_by by symbol, but the screener page refuses to send one
  if (order === null) return { ok: false, issues: [{ id: 'order-by', problem: { code: 'noSortKey' } }] }
  if (!order.ok)
    return { ok: false, issues: [{ id: 'order-by', problem: { code: 'sortBy', error: order.error.text } }] }
  return printed
}
