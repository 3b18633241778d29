import type { ReactNode } from 'react'
import { RetryProblem } from '../../../components/states'

interface Query {
  error: Error | null
  refetch: () => Promise<unknown>
}

/** The first of a chart's queries (one per company) that failed, said with "Try again"; null while none has. */
export function queriesProblem(queries: readonly Query[], what: string): ReactNode {
  const failed = queries.find((query) => query.error !== null)
  if (failed?.error == null) return null
  return (
    <RetryProblem onRetry={() => void failed.refetch()}>
      The {what} could not be loaded: {failed.error.message}
    </RetryProblem>
  )
}
