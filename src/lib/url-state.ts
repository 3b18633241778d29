import { useEffect, useMemo, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { readableQuery, type UrlProblem, type UrlStateDefinition } from '../shared/url-state'

/** What `useUrlState` gives a page. */
export interface UseUrlStateResult<State> {
  state: State
  problems: UrlProblem[]
  /** one history entry per commit (replace: true to replace); a commit that changes nothing adds no entry;
   *  a patch touching any param with resetsPage !== false also resets pageKey to its default */
  commit: (patch: Partial<State>, options?: { replace?: boolean }) => void
  /** drops a bad parameter from the URL (replacing the history entry): the "Use the default" button */
  useDefault: (key: string) => void
}

/**
 * A page's state from the URL, its problems, and the one way to change it. Each commit (a filter, a sort, a
 * page) pushes one history entry, so back and forward walk through what the person looked at; a commit that
 * changes nothing (Apply on an unchanged filter) adds none. Drafts being typed never reach the URL.
 */
export function useUrlState<State>(definition: UrlStateDefinition<State>): UseUrlStateResult<State> {
  const navigate = useNavigate()
  const { search, key: locationKey } = useLocation()
  const { state, problems } = useMemo(() => definition.parse(new URLSearchParams(search)), [definition, search])
  // The URL a commit asked for, until the page has rendered it. A second commit made before that render (a busy
  // page, two quick choices) must build on the first one, not on the state its event handler saw, or it would
  // undo the first choice.
  const pending = useRef<{ fromKey: string; search: string } | null>(null)
  // once a new entry has rendered, the state is current again (and back to the old entry must not reuse it)
  useEffect(() => {
    pending.current = null
  }, [locationKey])

  const go = (query: string, replace: boolean) => {
    const target = query === '' ? '' : `?${query}`
    if (target === search) return
    pending.current = { fromKey: locationKey, search: target }
    void navigate({ search: target }, { replace })
  }

  const commit = (patch: Partial<State>, options: { replace?: boolean } = {}) => {
    const { pageKey, params } = definition
    const reset: Partial<State> = {}
    if (pageKey !== undefined) {
      for (const key in patch)
        if (key !== pageKey && params[key].resetsPage !== false) reset[pageKey] = params[pageKey].defaultValue
    }
    const unrendered = pending.current?.fromKey === locationKey ? pending.current.search : null
    const base = unrendered === null ? state : definition.parse(new URLSearchParams(unrendered)).state
    go(definition.serialise({ ...base, ...reset, ...patch }), options.replace ?? false)
  }

  // drops only the bad parameter(s) of this key: the rest of the link stays as it was written
  const useDefault = (key: string) => {
    const bad = new Set(problems.filter((problem) => problem.key === key).map((problem) => problem.parameter))
    const kept = [...new URLSearchParams(search)].filter(([name]) => !bad.has(name))
    go(readableQuery(kept), true)
  }

  return { state, problems, commit, useDefault }
}
