import type { ReactNode } from 'react'
import { useErrorText } from '../../../components/error-text'
import { RetryProblem } from '../../../components/states'

interface Query {
  error: Error | null
  refetch: () => Promise<unknown>
}

/**
 * The first of a chart's queries (one per company) that failed, said with "Try again"; null while none has.
 * `failed` words the failure in the language shown, given the error's reason.
 */
export function QueriesProblem({
  queries,
  failed: sentence,
}: {
  queries: readonly Query[]
  failed: (reason: string) => string
}): ReactNode {
  const errorText = useErrorText()
  const failed = queries.find((query) => query.error !== null)
  if (failed?.error == null) return null
  return <RetryProblem onRetry={() => void failed.refetch()}>{sentence(errorText(failed.error))}</RetryProblem>
}
