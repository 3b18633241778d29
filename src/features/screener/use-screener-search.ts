import { useMemo } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { parseScreenerSearch, serialiseScreenerSearch, type ScreenerSearch } from './screener-search'

/**
 * The screener state from the URL, and the one way to change it: each commit (a filter, a sort, a page) pushes
 * one history entry, so back and forward walk through what the person looked at. A new filter, sort or page
 * size starts again at page 1; drafts being typed never reach the URL.
 */
export function useScreenerSearch() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const location = useLocation()
  const { search, problems } = useMemo(() => parseScreenerSearch(params), [params])

  const commit = (patch: Partial<ScreenerSearch>, options: { replace?: boolean } = {}) => {
    const resetsPage = ['where', 'orderBy', 'limit', 'market', 'q'].some((key) => key in patch)
    const next: ScreenerSearch = { ...search, ...(resetsPage && { page: 1 }), ...patch }
    const query = serialiseScreenerSearch(next)
    const target = query === '' ? '' : `?${query}`
    // committing what is already shown (Apply on an unchanged filter) must not add a history entry
    if (target === location.search) return
    void navigate({ search: target }, { replace: options.replace ?? false })
  }
  return { search, problems, commit }
}
