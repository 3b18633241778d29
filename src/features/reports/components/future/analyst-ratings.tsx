import type { FutureView } from '../../api/future-selects'
import { formatCount, formatDate } from '../../../../lib/format'
import { labelledKeys } from '../../../../lib/labelled-keys'

const GRADES = labelledKeys({
  strong_buy: 'Strong buy',
  buy: 'Buy',
  hold: 'Hold',
  sell: 'Sell',
  strong_sell: 'Strong sell',
})

/** The analysts' ratings as one stacked bar, with the counts in words beside it and the date they were seen. */
export function AnalystRatings({ ratings }: { ratings: NonNullable<FutureView['ratings']> }) {
  const total = GRADES.reduce((sum, grade) => sum + ratings[grade.key], 0)
  return (
    <div className="panel">
      <h3>Analyst ratings</h3>
      <p className="muted">
        {formatCount(ratings.n_analyst)} analysts, as of {formatDate(ratings.updated_on.slice(0, 10))}
      </p>
      <div className="rating-bar" aria-hidden="true">
        {GRADES.map((grade) =>
          ratings[grade.key] === 0 ? null : (
            <span
              key={grade.key}
              className={`rating-bar__part rating-bar__part--${grade.key}`}
              style={{ flexGrow: ratings[grade.key] / Math.max(1, total) }}
            >
              {ratings[grade.key]}
            </span>
          ),
        )}
      </div>
      <ul className="rating-legend" aria-label="Ratings">
        {GRADES.map((grade) => (
          <li key={grade.key}>
            <span className={`rating-legend__swatch rating-bar__part--${grade.key}`} aria-hidden="true" />
            {grade.label}: {formatCount(ratings[grade.key])}
          </li>
        ))}
      </ul>
    </div>
  )
}
