import type { Catalogue } from '../../../shared/catalogue'
import { printCondition, printOrderBy, validateOrderBy, validateWhere } from '../../../shared/where'
import { fromAst, fromOrderKeys } from './from-ast'
import type { FromAst } from './from-ast'
import { emptyGroup } from './model'
import type { BuilderDraft } from './model'
import { toAst, toOrderKeys } from './to-ast'
import type { Converted } from './to-ast'

/** A filter as the URL and the text editor hold it. */
export interface FilterText {
  readonly where: string
  readonly orderBy: string
}

/**
 * The builder's draft for a `where` and an `order_by` text, or why the builder cannot show them. Text with an
 * error stays text: the text editor shows where the error is, the builder could only lose it.
 */
export function draftFromText({ where, orderBy }: FilterText, catalogue: Catalogue): FromAst<BuilderDraft> {
  let root = emptyGroup()
  if (where.trim() !== '') {
    const checked = validateWhere(where, catalogue)
    if (!checked.ok) return { representable: false, reason: `a filter with an error. ${checked.error.message}` }
    const converted = fromAst(checked.value.condition)
    if (!converted.representable) return converted
    root = converted.draft
  }
  if (orderBy.trim() === '') return { representable: true, draft: { where: root, orderBy: [] } }
  const order = validateOrderBy(orderBy, catalogue)
  if (!order.ok) return { representable: false, reason: `a sort order with an error. ${order.error.message}` }
  return { representable: true, draft: { where: root, orderBy: fromOrderKeys(order.value.keys) } }
}

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
export function textFromDraft(draft: BuilderDraft, catalogue: Catalogue): Converted<FilterText> {
  const printed = printDraft(draft)
  if (!printed.ok) return printed
  const { where, orderBy } = printed.value
  const checked = where === '' ? null : validateWhere(where, catalogue)
  if (checked?.ok === false) return { ok: false, issues: [{ id: draft.where.id, message: checked.error.message }] }
  // the service would sort a blank order_by by symbol, but the screener page refuses to send one
  if (orderBy === '') return { ok: false, issues: [{ id: 'order-by', message: 'Sort by: add a sort key.' }] }
  const order = validateOrderBy(orderBy, catalogue)
  if (!order.ok) return { ok: false, issues: [{ id: 'order-by', message: `Sort by: ${order.error.message}` }] }
  return printed
}
