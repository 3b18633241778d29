import { useSyncExternalStore } from 'react'
import { staleAnswer, subscribeFreshness } from '../../lib/answer-freshness'

const inWords = (seconds: number) =>
  seconds < 90
    ? `${String(seconds)} s`
    : seconds < 5400
      ? `${String(Math.round(seconds / 60))} min`
      : `${String(Math.round(seconds / 3600))} h`

/**
 * Live mode: says, quietly, that the figures on screen came from the server's cache because the data service did
 * not answer, and how old they are. Nothing once a fresh answer arrives.
 */
export function StaleNotice() {
  const stale = useSyncExternalStore(subscribeFreshness, staleAnswer, staleAnswer)
  if (stale === null) return null
  const why = stale.reason === null ? '' : ` (${stale.reason})`
  return (
    <p role="status" className="stale-notice">
      The data service is not answering{why}: showing the last answer the server kept, {inWords(stale.ageSeconds)} old.
    </p>
  )
}
