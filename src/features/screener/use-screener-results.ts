import { useQuery } from '@tanstack/react-query'
import { isApiError, type ApiError } from '../../lib/api-error'
import { screenerQueries } from './api/screener-queries'
import type { ScreenerCheck } from '../../shared/screener/screener-check'
import type { ScreenerSearch } from '../../shared/screener/screener-search'

/** Where a refusal from the service belongs on the page: next to the parameter it names. */
export type ErrorPlace = 'filter' | 'question' | 'page'

/**
 * The screener's results for the URL's state, checked where the link is read. A state that cannot be asked (a bad link parameter, a filter the
 * shared parser rejects) is never sent: its problem is shown where it was written instead. A refusal from the
 * service (4xx) is returned with the place it belongs; other failures go to the route's error boundary.
 */
export function useScreenerResults(search: ScreenerSearch, { askable, condition }: ScreenerCheck) {
  const query = useQuery({ ...screenerQueries.page(search), enabled: askable })
  const refusal: ApiError | null = isApiError(query.error) && query.error.isClientError ? query.error : null
  const place: ErrorPlace =
    refusal?.parameter === 'where' || refusal?.parameter === 'order_by'
      ? 'filter'
      : refusal?.parameter === 'q'
        ? 'question'
        : 'page'

  return {
    query,
    askable,
    /** the committed filter as a tree, for the empty state's "remove a condition" offers */
    condition,
    refusal,
    place,
    translation: search.q === '' ? undefined : query.data?.llm_translation,
  }
}
