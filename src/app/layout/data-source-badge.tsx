import { useQuery } from '@tanstack/react-query'
import type { HealthResponse } from '../../shared/api/health'
import { healthQuery } from '../health'

/** Live mode: the upstream, whether it takes the server's key, credits spent and how much the cache answers. */
function liveTitle(data: HealthResponse): string {
  const upstream = data.upstream
  if (upstream === undefined) return `Live data from ${data.source_label}.`
  const key = upstream.key === 'refused' ? " It refused this server's key." : ''
  const rate =
    upstream.cache.hit_rate === null ? '' : `, ${Math.round(upstream.cache.hit_rate * 100)}% of answers from cache`
  const limit = upstream.credits.daily_limit === null ? '' : ` of ${upstream.credits.daily_limit}`
  return `Live data from the ${data.source_label}.${key} ${upstream.credits.spent_today}${limit} credits spent today${rate}.`
}

/** Says where every number on screen comes from: the synthetic demo market, or the upstream service. */
export function DataSourceBadge() {
  const { data } = useQuery(healthQuery)
  if (data === undefined) return null
  const title =
    data.mode === 'demo' ? `${data.demo.label}. Seed ${data.demo.seed}, as of ${data.demo.as_of}.` : liveTitle(data)
  return (
    <span className={`badge badge--${data.mode}`} title={title}>
      {data.source_label}
    </span>
  )
}
