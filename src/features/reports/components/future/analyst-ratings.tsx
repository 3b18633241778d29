import type { FutureView } from '../../api/future-selects'
import { useFormat } from '../../../../lib/i18n/use-format'
import { useReportsText, type ReportsKey } from '../../text'

const GRADES = [
  { key: 'strong_buy', label: 'future.strong_buy' },
  { key: 'buy', label: 'future.buy' },
  { key: 'hold', label: 'future.hold' },
  { key: 'sell', label: 'future.sell' },
  { key: 'strong_sell', label: 'future.strong_sell' },
] as const satisfies readonly { key: string; label: ReportsKey }[]

/** The analysts' ratings as one stacked bar, with the counts in words beside it and the date they were seen. */
export function AnalystRatings({ ratings }: { ratings: NonNullable<FutureView['ratings']> }) {
  const t = useReportsText()
  const { formatCount, formatDate } = useFormat()
  const total = GRADES.reduce((sum, grade) => sum + ratings[grade.key], 0)
  return (
    <div className="panel">
      <h3>{t('future.ratingsTitle')}</h3>
      <p className="muted">
        {t('future.analystsAsOf', { count: ratings.n_analyst, date: formatDate(ratings.updated_on.slice(0, 10)) })}
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
      <ul className="rating-legend" aria-label={t('future.ratings')}>
        {GRADES.map((grade) => (
          <li key={grade.key}>
            <span className={`rating-legend__swatch rating-bar__part--${grade.key}`} aria-hidden="true" />
            {t('future.gradeCount', { grade: t(grade.label), count: formatCount(ratings[grade.key]) })}
          </li>
        ))}
      </ul>
    </div>
  )
}
