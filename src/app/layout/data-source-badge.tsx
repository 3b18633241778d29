import { useQuery } from '@tanstack/react-query'
import { useFormat } from '../../lib/i18n/use-format'
import type { HealthResponse } from '../../shared/api/health'
import { healthQuery } from '../health'
import { useAppText } from '../text'

type AppText = ReturnType<typeof useAppText>
type Formats = ReturnType<typeof useFormat>

/** Live mode: the upstream, whether it takes the server's key, credits spent and how much the cache answers. */
function liveTitle(data: HealthResponse, t: AppText, { formatCount }: Formats): string {
  const upstream = data.upstream
  const source = data.source_label
  if (upstream === undefined) return t('badge.live', { source })
  if (upstream.key === 'refused') return t('badge.liveKeyRefused', { source })
  const spent = formatCount(upstream.credits.spent_today)
  const { daily_limit: limit } = upstream.credits
  const credits =
    limit === null
      ? t('badge.liveCredits', { source, spent })
      : t('badge.liveCreditsOfLimit', { source, spent, limit: formatCount(limit) })
  const rate = upstream.cache.hit_rate
  return rate === null ? credits : `${credits} ${t('badge.cacheShare', { percent: formatCount(rate * 100) })}`
}

/**
 * Says where every number on screen comes from: the synthetic demo market (in the language shown), or the
 * upstream service (by its name).
 */
export function DataSourceBadge() {
  const { data } = useQuery(healthQuery)
  const t = useAppText()
  const formats = useFormat()
  if (data === undefined) return null
  const demo = data.mode === 'demo'
  const title = demo
    ? t('badge.demoTitle', { seed: data.demo.seed, asOf: formats.formatDate(data.demo.as_of) })
    : liveTitle(data, t, formats)
  return (
    <span className={`badge badge--${data.mode}`} title={title}>
      {demo ? t('badge.demo') : data.source_label}
    </span>
  )
}
