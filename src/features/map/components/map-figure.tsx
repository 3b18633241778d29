import { useId, useMemo, useState } from 'react'
import { TableToggle } from '../../../components/chart-frame/table-toggle'
import { useClassificationName } from '../../../lib/i18n/classification-name'
import { useFormat } from '../../../lib/i18n/use-format'
import { slugify } from '../../../shared/catalogue'
import type { MapCompany } from '../map-companies'
import type { MapSearch } from '../map-search'
import { useMapText } from '../text'
import { MapLegend } from './map-legend'
import { MapTable } from './map-table'
import { MarketMap } from './market-map'

export interface MapFigureProps {
  search: MapSearch
  companies: readonly MapCompany[]
  onZoom: (sector: string | null) => void
}

/**
 * The map with what it needs to be read right: a title, the unit of area and colour, the legend, what is drawn in
 * all and what could not be, and "Show as table" for the same companies as rows.
 */
export function MapFigure({ search, companies, onZoom }: MapFigureProps) {
  const t = useMapText()
  const classificationName = useClassificationName()
  const { formatMoney } = useFormat()
  const [asTable, setAsTable] = useState(false)
  const titleId = useId()
  const { market, period, sector } = search
  const currency = market === 'idx' ? 'IDR' : 'SGD'
  const shown = useMemo(
    () => (sector === null ? companies : companies.filter((company) => slugify(company.sector) === sector)),
    [companies, sector],
  )
  const drawn = shown.filter((company) => company.marketCap !== null)
  const total = drawn.reduce((sum, company) => sum + (company.marketCap ?? 0), 0)
  const notDrawn = shown.filter((company) => company.marketCap === null).map((company) => company.symbol)
  const periodName = t(`period.name.${period}`)
  const sectorName = sector === null ? null : classificationName('sector', sector)

  return (
    <figure className="chart-frame market-map-figure" aria-labelledby={titleId}>
      <div className="chart-frame__header">
        <div>
          <h2 id={titleId} className="chart-frame__title">
            {t('map.title', { market: sectorName ?? market.toUpperCase(), period: periodName })}
          </h2>
          <p className="chart-frame__unit">
            {market === 'idx' && period === '1y'
              ? t('map.unitIdxYear', { currency })
              : t('map.unit', { currency, period: periodName })}
          </p>
        </div>
        <TableToggle pressed={asTable} onChange={setAsTable} />
      </div>
      <div className="market-map__meta">
        <MapLegend period={period} />
        <p className="market-map__summary">
          {t('map.summary', { count: drawn.length, total: formatMoney(total, currency) })}
          {sectorName !== null && (
            <>
              {' '}
              {t('zoom.hint', { sector: sectorName })}{' '}
              <button
                type="button"
                onClick={() => {
                  onZoom(null)
                }}
              >
                {t('zoom.out')}
              </button>
            </>
          )}
        </p>
      </div>
      {asTable ? (
        <MapTable market={market} companies={shown} period={period} />
      ) : (
        <MarketMap market={market} companies={shown} period={period} sector={sector} onZoom={onZoom} />
      )}
      {notDrawn.length > 0 && (
        <figcaption className="chart-frame__note">{t('map.notDrawn', { symbols: notDrawn.join(', ') })}</figcaption>
      )}
    </figure>
  )
}
