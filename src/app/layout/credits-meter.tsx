import { useQuery } from '@tanstack/react-query'
import { creditQueries } from '../../lib/credits'

/** Live mode: the Sectors API credits spent today (the team's, with several servers) against the daily ceiling. */
export function CreditsMeter() {
  const { data } = useQuery(creditQueries.today())
  if (data?.live !== true) return null
  const ceiling = data.daily_limit === null ? '' : ` / ${String(data.daily_limit)}`
  const title =
    `Sectors API credits spent today (${data.day}, UTC)` +
    (data.daily_limit === null ? '; no daily ceiling' : ` of the daily ceiling of ${String(data.daily_limit)}`) +
    `; ${String(data.saved_today)} saved by this server's cache.`
  return (
    <span className="credits-meter" title={title}>
      Credits today: {data.spent_today}
      {ceiling}
    </span>
  )
}
