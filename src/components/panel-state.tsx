import type { ReactNode } from 'react'
import { useErrorText } from './error-text'
import { useComponentsText } from './text'

export interface PanelStateProps<Data> {
  /** names the panel in its loading and error messages, e.g. "Top gainers" */
  title: string
  /** a query's state, its data possibly reshaped (`{ ...query, data: rowsOf(query.data) }`) */
  query: { data: Data | undefined; error: Error | null; isFetching: boolean; refetch: () => Promise<unknown> }
  children: (data: Data) => ReactNode
  /** shown instead of the children when the response is an empty list (every panel that can be empty lists rows) */
  empty?: ReactNode
}

/**
 * One panel's own states, so that one failing request leaves the rest of a page usable: a skeleton while it loads,
 * its error with "Try again" when it fails, a sentence when the answer is empty, else its content.
 */
export function PanelState<Data>({ title, query, children, empty }: PanelStateProps<Data>) {
  const t = useComponentsText()
  const errorText = useErrorText()
  if (query.data !== undefined)
    return empty !== undefined && Array.isArray(query.data) && query.data.length === 0 ? (
      <p role="status" className="muted panel-state__empty">
        {empty}
      </p>
    ) : (
      <>{children(query.data)}</>
    )
  if (query.error !== null)
    return (
      <div className="inline-problem panel-state__error" role="alert">
        <p>{t('panel.failed', { title, reason: errorText(query.error) })}</p>
        <button
          type="button"
          disabled={query.isFetching}
          onClick={() => {
            void query.refetch()
          }}
        >
          {t('tryAgain')}
        </button>
      </div>
    )
  return (
    <div
      className="panel-state__loading"
      role="status"
      aria-busy="true"
      aria-label={t('panel.loading', { title: title.toLowerCase() })}
    >
      <span className="skeleton panel-state__skeleton" />
    </div>
  )
}
