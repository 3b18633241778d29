import type { Condition } from '../../../shared/where'
import { printCondition } from '../../../shared/where'
import { ScreenerText } from '../text'

interface EmptyResultsProps {
  /** the committed filter, when it is a list of conditions joined by `and` */
  condition: Condition | null
  onWhere: (where: string) => void
}

/** Nothing matched: say so, and offer to drop one condition at a time, the quickest way to loosen a screen. */
export function EmptyResults({ condition, onWhere }: EmptyResultsProps) {
  const and = condition?.kind === 'and' ? condition : null
  const parts = and?.operands ?? []
  return (
    <div className="empty-results" role="status">
      <p>
        <ScreenerText id="empty.none" components={{ 0: <strong /> }} />
      </p>
      {parts.length > 1 && (
        <ul className="empty-results__options">
          {parts.map((part, i) => {
            const rest = parts.filter((_, j) => j !== i)
            const remaining: Condition | undefined =
              rest.length === 1 ? rest[0] : and === null ? undefined : { ...and, operands: rest }
            const text = printCondition(part)
            return (
              <li key={`${String(i)}:${text}`}>
                <button
                  type="button"
                  onClick={() => {
                    onWhere(remaining === undefined ? '' : printCondition(remaining))
                  }}
                >
                  <ScreenerText id="empty.remove" values={{ condition: text }} components={{ 0: <code /> }} />
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
