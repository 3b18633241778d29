import type { ReactNode } from 'react'

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

/** An inline problem, next to what caused it. */
export function InlineProblem({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div id={id} role="alert" className="inline-problem">
      {children}
    </div>
  )
}

/** A quiet note that newer data could not be fetched and what is shown is the last good answer. */
export function StaleNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <p className="stale-notice" role="status">
      Could not refresh; showing the last results.{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        Retry
      </button>
    </p>
  )
}
