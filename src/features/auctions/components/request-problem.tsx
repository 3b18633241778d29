import { InlineProblem } from '../../../components/states'

/** A request that failed, next to the filters, with a way to ask again. */
export function RequestProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <InlineProblem>
      <p>Could not load the auctions: {error.message}</p>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </InlineProblem>
  )
}
