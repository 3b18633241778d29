import { useAuctionsText } from '../text'
import { RetryProblem } from '../../../components/states'

/** A request that failed, next to the filters, with a way to ask again. */
export function RequestProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useAuctionsText()
  return <RetryProblem onRetry={onRetry}>{t('list.loadFailed', { reason: error.message })}</RetryProblem>
}
