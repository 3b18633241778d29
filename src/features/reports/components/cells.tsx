import type { Change } from '../../../lib/figures'
import { formatPercent } from '../../../lib/format'

/** A year-on-year change: signed percent, "n.m." (with its meaning) on a non-positive base, nothing when unknown. */
export function ChangeText({ change }: { change: Change }) {
  if (change === null) return null
  if (change === 'n.m.')
    return (
      <abbr className="change" title="not meaningful: the base year is zero or negative">
        n.m.
      </abbr>
    )
  const className = change < 0 ? 'change change--down' : change > 0 ? 'change change--up' : 'change'
  return (
    <span className={className}>
      {change > 0 ? '+' : ''}
      {formatPercent(change)}
    </span>
  )
}
