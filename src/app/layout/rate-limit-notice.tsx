import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useLocale } from '../../lib/i18n/text'
import { rateLimitWait } from '../../lib/query-client'
import { useAppText } from '../text'

interface Retry {
  failures: number
  /** ms since the epoch */
  at: number
  /** seconds, as the server asked */
  wait: number
}

/** When each waiting query asks again, recorded the first time it is seen waiting (per failure). */
const retryTimes = new WeakMap<Query, Retry>()

/** When a query sitting out a rate limit asks again (the same object while it waits); null when none is. */
function nextRetry(client: QueryClient): Retry | null {
  for (const query of client.getQueryCache().getAll()) {
    const { fetchStatus, fetchFailureReason, fetchFailureCount } = query.state
    const wait = fetchStatus === 'fetching' ? rateLimitWait(fetchFailureReason) : undefined
    if (wait === undefined) continue
    const known = retryTimes.get(query)
    if (known?.failures === fetchFailureCount) return known
    const retry = { failures: fetchFailureCount, at: Date.now() + wait * 1000, wait }
    retryTimes.set(query, retry)
    return retry
  }
  return null
}

/**
 * Says, quietly, that the data service asked the dashboard to slow down and when it will ask again (the query
 * policy waits out a short `Retry-After` and retries; see lib/query-client.ts). Nothing when no query is waiting.
 */
export function RateLimitNotice() {
  const client = useQueryClient()
  const retry = useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => nextRetry(client),
    // the server draws no waiting: nothing has been refused yet
    () => null,
  )
  const [now, setNow] = useState(() => Date.now())
  const t = useAppText()
  const locale = useLocale()

  useEffect(() => {
    if (retry === null) return
    const tick = () => {
      setNow(Date.now())
    }
    const first = setTimeout(tick, 0) // the clock may have moved since the last render
    const timer = setInterval(tick, 250)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [retry])

  if (retry === null) return null
  const seconds = Math.min(retry.wait, Math.max(0, Math.ceil((retry.at - now) / 1000)))
  const at = new Date(retry.at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' })
  return (
    <p role="status" className="rate-limit-notice">
      {seconds > 0 ? t('rateLimit.noticeCountdown', { at, seconds }) : t('rateLimit.notice', { at })}
    </p>
  )
}
