import { specsFor, type Catalogue, type FieldSpec } from '../catalogue'
import { validateOrderBy, validateWhere, type Condition, type Result } from '../where'
import type { UrlProblem } from '../url-state'
import { parseScreenerSearch, type ScreenerSearch } from './screener-search'

/** A filter's texts as the URL and the text editor hold them. */
export interface FilterText {
  readonly where: string
  readonly orderBy: string
}

/** A filter's texts parsed against a market's fields, once, for everything that needs them. */
export interface CheckedFilter {
  readonly text: FilterText
  /** null = no filter (blank where) */
  readonly where: ReturnType<typeof validateWhere> | null
  /** null = blank order_by, which the service reads as its default order (always valid) */
  readonly order: ReturnType<typeof validateOrderBy> | null
}

/** Parses a filter's where and order_by against the market's fields; blank texts are no filter / the default order. */
export function checkFilter(text: FilterText, catalogue: Catalogue<FieldSpec>): CheckedFilter {
  return {
    text,
    where: text.where.trim() === '' ? null : validateWhere(text.where, catalogue),
    order: text.orderBy.trim() === '' ? null : validateOrderBy(text.orderBy, catalogue),
  }
}

const isOk = (result: Result<unknown> | null) => result === null || result.ok

/** What the screener needs to know about a link's state, computed once where the link is read. */
export interface ScreenerCheck {
  /** the state can be asked of the service: the link's parameters are usable and the filter and order parse */
  askable: boolean
  /** the committed filter as a tree, for the empty state's "remove a condition" offers */
  condition: Condition | null
  /** the committed filter, parsed; null while a question replaces it */
  filter: CheckedFilter | null
}

/**
 * Whether a screener state can be asked of the service: the link's parameters are usable and the filter and
 * order parse against the market's fields (a question is checked by the service). A state that cannot be asked
 * is never sent; its problem is shown where it was written.
 */
export function checkScreenerSearch(search: ScreenerSearch, problems: readonly UrlProblem[]): ScreenerCheck {
  if (search.q !== '') return { askable: problems.length === 0, condition: null, filter: null }
  const filter = checkFilter(search, specsFor(search.market))
  return {
    askable: problems.length === 0 && isOk(filter.where) && isOk(filter.order),
    condition: problems.length === 0 && filter.where?.ok === true ? filter.where.value.condition : null,
    filter,
  }
}

/** A screener link read at the edge: its state, the problems of its parameters, and its filter checked. */
export function readScreenerLink(params: URLSearchParams) {
  const { search, problems } = parseScreenerSearch(params)
  return { search, problems, check: checkScreenerSearch(search, problems) }
}
