import { catalogueFor } from '../catalogue'
import { validateOrderBy, validateWhere, type Condition } from '../where'
import type { UrlProblem } from '../url-state'
import type { ScreenerSearch } from './screener-search'

/**
 * Whether a screener state can be asked of the service: the link's parameters are usable and the filter and
 * order parse against the market's fields (a question is checked by the service). A state that cannot be asked
 * is never sent; its problem is shown where it was written.
 */
export function checkScreenerSearch(
  search: ScreenerSearch,
  problems: readonly UrlProblem[],
): { askable: boolean; condition: Condition | null } {
  if (problems.length > 0) return { askable: false, condition: null }
  if (search.q !== '') return { askable: true, condition: null }
  const catalogue = catalogueFor(search.market)
  const where = search.where.trim() === '' ? null : validateWhere(search.where, catalogue)
  const order = validateOrderBy(search.orderBy.trim() === '' ? 'symbol' : search.orderBy, catalogue)
  return {
    askable: (where === null || where.ok) && order.ok,
    condition: where?.ok === true ? where.value.condition : null,
  }
}
