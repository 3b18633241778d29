import { formatSignedPercent } from '../lib/format'
import { NotReported } from './not-reported'

/**
 * A change as a signed percentage, coloured by direction (never by colour alone: the sign says it too); "—" when
 * unknown, and "n.m." with its meaning when the base is zero or negative.
 */
export function ChangeText({ change }: { change: number | 'n.m.' | null }) {
  if (change === null) return <NotReported />
  if (change === 'n.m.')
    return (
      <abbr className="change" title="not meaningful: the base is zero or negative">
        n.m.
      </abbr>
    )
  const className = change < 0 ? 'change change--down' : change > 0 ? 'change change--up' : 'change'
  return <span className={className}>{formatSignedPercent(change)}</span>
}
