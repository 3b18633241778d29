import type { ReactNode } from 'react'
import { NotReported } from '../../../components/data-table'
import type { Change } from '../api/figures'
import { formatPercent } from '../../../lib/format'

/** A formatted figure, or "—" with the tooltip "not reported" when there is none. */
export function shown(text: ReactNode | undefined): ReactNode {
  return text === undefined || text === null ? <NotReported /> : text
}

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
