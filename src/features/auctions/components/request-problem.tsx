import { RetryProblem } from '../../../components/states'

/** A request that failed, next to the filters, with a way to ask again. */
export function RequestProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return <RetryProblem onRetry={onRetry}>Could not load the auctions: {error.message}</RetryProblem>
}
