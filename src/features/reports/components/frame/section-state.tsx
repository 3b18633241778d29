import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useErrorText } from '../../../../components/error-text'
import { RetryProblem } from '../../../../components/states'
import { useReportsText } from '../../text'

interface SectionStateProps<Data> {
  /** names the section in its loading and error messages */
  title: string
  query: Pick<UseQueryResult<Data>, 'data' | 'error' | 'refetch' | 'isFetching'>
  children: (data: Data) => ReactNode
  /** skeleton blocks while loading; default 2 */
  skeletons?: number
}

/**
 * One section's own states: skeleton panels while it loads, its own error with "Try again" when it fails (the
 * header and the other sections stay usable), and its content once the answer is there.
 */
export function SectionState<Data>({ title, query, children, skeletons = 2 }: SectionStateProps<Data>) {
  const t = useReportsText()
  const errorText = useErrorText()
  if (query.data !== undefined) return <>{children(query.data)}</>
  if (query.error !== null)
    return (
      <RetryProblem look="panel" busy={query.isFetching} onRetry={() => void query.refetch()}>
        {t('section.failed', { title: title.toLowerCase(), reason: errorText(query.error) })}
      </RetryProblem>
    )
  return (
    <div
      className="report-skeletons"
      aria-busy="true"
      role="status"
      aria-label={t('section.loading', { title: title.toLowerCase() })}
    >
      {Array.from({ length: skeletons }, (_, index) => (
        <div key={index} className="panel report-skeleton">
          <span className="skeleton report-skeleton__title" />
          <span className="skeleton report-skeleton__body" />
        </div>
      ))}
    </div>
  )
}
