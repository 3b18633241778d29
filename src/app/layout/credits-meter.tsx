import { useQuery } from '@tanstack/react-query'
import { creditQueries } from '../../lib/credits'
import { useFormat } from '../../lib/i18n/use-format'
import { useAppText } from '../text'

/** Live mode: the Sectors API credits spent today (the team's, with several servers) against the daily ceiling. */
export function CreditsMeter() {
  const { data } = useQuery(creditQueries.today())
  const t = useAppText()
  const { formatCount } = useFormat()
  if (data?.live !== true) return null
  const limit = data.daily_limit === null ? undefined : formatCount(data.daily_limit)
  const day = data.day
  const saved = formatCount(data.saved_today)
  const title =
    limit === undefined
      ? t('credits.titleNoCeiling', { day, saved })
      : t('credits.titleWithCeiling', { day, saved, limit })
  return (
    <span className="credits-meter" title={title}>
      {t('credits.today', { spent: formatCount(data.spent_today), ceiling: limit === undefined ? '' : ` / ${limit}` })}
    </span>
  )
}
