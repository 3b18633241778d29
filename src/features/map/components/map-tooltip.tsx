import { ChangeText } from '../../../components/change-text'
import { reported } from '../../../components/not-reported'
import { useClassificationName } from '../../../lib/i18n/classification-name'
import { useFormat } from '../../../lib/i18n/use-format'
import type { Currency } from '../../../lib/format'
import type { MapPeriod } from '../map-search'
import type { MapTile } from '../treemap-layout'
import { useMapText } from '../text'

export interface MapTooltipProps {
  tile: MapTile
  period: MapPeriod
  currency: Currency
  /** the point to show it at, in the map's pixels, and the map's size (it moves to stay inside) */
  x: number
  y: number
  mapWidth: number
  mapHeight: number
}

const WIDTH = 240
/** about the box's height: below the point where it fits, else above */
const HEIGHT = 130

/** What a hovered or focused company is: its name, classification, change over the period and market cap. */
export function MapTooltip({ tile, period, currency, x, y, mapWidth, mapHeight }: MapTooltipProps) {
  const t = useMapText()
  const { formatMoney } = useFormat()
  const classificationName = useClassificationName()
  const { company } = tile
  const left = Math.max(0, Math.min(x + 12, mapWidth - WIDTH))
  const top = y + 12 + HEIGHT <= mapHeight ? y + 12 : Math.max(0, y - 12 - HEIGHT)
  return (
    // the focused tile's accessible name says the same: the box is for the eye
    <div className="market-map__tooltip chart-tooltip" style={{ left, top, width: WIDTH }} aria-hidden="true">
      <p className="chart-tooltip__label">
        {company.symbol} · {company.name}
      </p>
      <p className="muted">
        {t('tooltip.sector', {
          sector: classificationName('sector', company.sector),
          subSector: classificationName('sub_sector', company.subSector),
        })}
      </p>
      <dl>
        <dt>{t('tooltip.change', { period: t(`period.name.${period}`) })}</dt>
        <dd>
          <ChangeText change={company.changes[period] ?? null} />
        </dd>
        <dt>{t('tooltip.marketCap')}</dt>
        <dd>{reported(company.marketCap, (cap) => formatMoney(cap, currency))}</dd>
      </dl>
    </div>
  )
}
