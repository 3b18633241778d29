import { SCREENER_MAX_LIMIT } from '../../shared/api/requests/screener'
import type { LlmTranslation } from '../../shared/api/screener'
import { orderByOrDefault, SCREENER_DEFAULTS, type ScreenerSearch } from '../../shared/screener/screener-search'

/** The part of the screener's state a question's translation decides. */
export type TranslatedSearch = Pick<ScreenerSearch, 'q' | 'where' | 'orderBy' | 'limit'>

/**
 * The structured screen a question was answered with: its `where`, its order and its page size. A translation
 * without an order was answered in the service's default order (`symbol`), not the page's (`-market_cap`), so
 * paging, re-sorting, editing or exporting it continues in the order its first page showed. The one road from a
 * translation to screener state: the page, "Edit in builder" and the CSV export all take it.
 */
export function searchFromTranslation(params: LlmTranslation['translated_params']): TranslatedSearch {
  return {
    q: '',
    where: params.where ?? '',
    orderBy: orderByOrDefault(params.order_by?.trim() ?? ''),
    limit: Math.min(Math.max(params.limit ?? SCREENER_DEFAULTS.limit, 1), SCREENER_MAX_LIMIT),
  }
}
