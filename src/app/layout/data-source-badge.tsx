import { useQuery } from '@tanstack/react-query'
import { healthQuery } from '../health'

/** Says where every number on screen comes from: the synthetic demo market, or the upstream service. */
export function DataSourceBadge() {
  const { data } = useQuery(healthQuery)
  if (data === undefined) return null
  const title =
    data.mode === 'demo'
      ? `${data.demo.label}. Seed ${data.demo.seed}, as of ${data.demo.as_of}.`
      : `Live data from ${data.source_label}.`
  return (
    <span className={`badge badge--${data.mode}`} title={title}>
      {data.source_label}
    </span>
  )
}
