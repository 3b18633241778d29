import type { ReactNode } from 'react'
import { useComponentsText } from './text'

/** Placeholder rows with the table's shape while the first answer loads. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} className="skeleton-row" aria-hidden="true">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column}>
              <span className="skeleton" />
            </td>
          ))}
        </tr>
      ))}
    </>
  )
}

/** An inline problem, next to what caused it: the one way a page says something went wrong in place. */
export function InlineProblem({ id, className, children }: { id?: string; className?: string; children: ReactNode }) {
  return (
    <div id={id} role="alert" className={className === undefined ? 'inline-problem' : `inline-problem ${className}`}>
      {children}
    </div>
  )
}

interface RetryProblemProps {
  /** what could not be done and why, in words */
  children: ReactNode
  onRetry: () => void
  /** a retry already under way: the button waits for it */
  busy?: boolean
  /** 'inline' beside what failed (the default), or 'panel' in place of a whole section */
  look?: 'inline' | 'panel'
}

/**
 * A request that failed, with "Try again": the one error-with-retry panel. Inline beside what failed, or as a
 * panel in place of a section, so the rest of the page stays usable.
 */
export function RetryProblem({ children, onRetry, busy = false, look = 'inline' }: RetryProblemProps) {
  const t = useComponentsText()
  return (
    <div
      role="alert"
      className={look === 'panel' ? 'panel panel--error retry-problem' : 'inline-problem retry-problem'}
    >
      <p>{children}</p>
      <button type="button" disabled={busy} onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </div>
  )
}

/**
 * A quiet note that newer results could not be fetched and what is shown is the last good answer. (Not the app's
 * notice that the server answered from its cache because the data service did not answer.)
 */
export function RefreshFailedNotice({ onRetry }: { onRetry: () => void }) {
  const t = useComponentsText()
  return (
    <p className="stale-notice" role="status">
      {t('refreshFailed')}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {t('retry')}
      </button>
    </p>
  )
}
