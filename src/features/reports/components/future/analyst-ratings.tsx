import type { FutureView } from '../../api/future-selects'
import { useFormat } from '../../../../lib/i18n/use-format'
import { useReportsText } from '../../text'

/** The grades, best first; each is named by the message `future.<grade>`. */
const GRADES = ['strong_buy', 'buy', 'hold', 'sell', 'strong_sell'] as const

/** The analysts' ratings as one stacked bar, with the counts in words beside it and the date they were seen. */
export function AnalystRatings({ ratings }: { ratings: NonNullable<FutureView['ratings']> }) {
  const t = useReportsText()
  const { formatCount, formatDate } = useFormat()
  const total = GRADES.reduce((sum, grade) => sum + ratings[grade], 0)
  return (
    <div className="panel">
      <h3>{t('future.ratingsTitle')}</h3>
      <p className="muted">
        {t('future.analystsAsOf', { count: ratings.n_analyst, date: formatDate(ratings.updated_on.slice(0, 10)) })}
      </p>
      <div className="rating-bar" aria-hidden="true">
        {GRADES.map((grade) =>
          ratings[grade] === 0 ? null : (
            <span
              key={grade}
              className={`rating-bar__part rating-bar__part--${grade}`}
              style={{ flexGrow: ratings[grade] / Math.max(1, total) }}
            >
              {ratings[grade]}
            </span>
          ),
        )}
      </div>
      <ul className="rating-legend" aria-label={t('future.ratings')}>
        {GRADES.map((grade) => (
          <li key={grade}>
            <span className={`rating-legend__swatch rating-bar__part--${grade}`} aria-hidden="true" />
            {t('future.gradeCount', { grade: t(`future.${grade}`), count: formatCount(ratings[grade]) })}
          </li>
        ))}
      </ul>
    </div>
  )
}
