import { useMemo } from 'react'
import { useUrlState } from '../../lib/url-state'
import { checkScreenerSearch } from '../../shared/screener/screener-check'
import { screenerSearch } from '../../shared/screener/screener-search'

/**
 * The screener's link, read at the edge: its state, its problems, the one way to change it, and its filter
 * parsed once per URL (`check`), handed on to the results and the filter panel instead of being parsed again.
 */
export function useScreenerLink() {
  const link = useUrlState(screenerSearch)
  const { state, problems } = link
  const check = useMemo(() => checkScreenerSearch(state, problems), [state, problems])
  return { ...link, check }
}
