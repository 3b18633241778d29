import { useId } from 'react'
import { useFormat } from '../../../lib/i18n/use-format'
import { CHANGE_BOUNDS, CHANGE_STOPS, NOT_REPORTED_FILL } from '../change-colour'
import type { MapPeriod } from '../map-search'
import { useMapText } from '../text'

/** The colour scale of a period: its bounds (clamped beyond them), its middle at 0 %, and "not reported". */
export function MapLegend({ period }: { period: MapPeriod }) {
  const t = useMapText()
  const { formatSignedPercent, formatPercent } = useFormat()
  const gradientId = useId()
  const bound = CHANGE_BOUNDS[period]
  return (
    <div className="market-map__legend">
      <p className="market-map__legend-title">{t('legend.title', { period: t(`period.name.${period}`) })}</p>
      <div className="market-map__scale">
        <svg width="100%" height="12" preserveAspectRatio="none" viewBox="0 0 100 12" aria-hidden="true">
          <defs>
            <linearGradient id={gradientId}>
              {CHANGE_STOPS.map((colour, index) => (
                <stop
                  key={colour}
                  offset={`${String((index / (CHANGE_STOPS.length - 1)) * 100)}%`}
                  stopColor={colour}
                />
              ))}
            </linearGradient>
          </defs>
          <rect width="100" height="12" fill={`url(#${gradientId})`} />
        </svg>
        <div className="market-map__scale-labels">
          <span>{t('legend.orLess', { value: formatSignedPercent(-bound) })}</span>
          <span>{formatPercent(0)}</span>
          <span>{t('legend.orMore', { value: formatSignedPercent(bound) })}</span>
        </div>
      </div>
      <p className="market-map__not-reported">
        <span className="market-map__swatch" style={{ background: NOT_REPORTED_FILL }} aria-hidden="true" />
        {t('legend.notReported')}
      </p>
    </div>
  )
}
