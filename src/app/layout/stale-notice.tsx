import { useSyncExternalStore } from 'react'
import { staleAnswer, subscribeFreshness } from '../../lib/answer-freshness'
import { useAppText } from '../text'

/** An age in the unit that reads best: seconds below 90, minutes below an hour and a half, then hours. */
const inUnits = (seconds: number) =>
  seconds < 90
    ? ({ unit: 'stale.seconds', count: seconds } as const)
    : seconds < 5400
      ? ({ unit: 'stale.minutes', count: Math.round(seconds / 60) } as const)
      : ({ unit: 'stale.hours', count: Math.round(seconds / 3600) } as const)

/**
 * Live mode: says, quietly, that the figures on screen came from the server's cache because the data service did
 * not answer, and how old they are. Nothing once a fresh answer arrives.
 */
export function StaleNotice() {
  const stale = useSyncExternalStore(subscribeFreshness, staleAnswer, staleAnswer)
  const t = useAppText()
  if (stale === null) return null
  const { unit, count } = inUnits(stale.ageSeconds)
  const age = t(unit, { count })
  return (
    <p role="status" className="stale-notice">
      {stale.reason === null ? t('stale.notice', { age }) : t('stale.noticeWithReason', { age, reason: stale.reason })}
    </p>
  )
}
