import { useQuery } from '@tanstack/react-query'
import { LinkProblems } from '../../../components/link-problems'
import { PanelState } from '../../../components/panel-state'
import { useDocumentTitle } from '../../../lib/document-title'
import { useUrlState } from '../../../lib/url-state'
import { mapQueries } from '../api/map-queries'
import { mapSearch, switchMarket } from '../map-search'
import { useMapText } from '../text'
import { MapFigure } from './map-figure'
import { MapFilters } from './map-filters'
import { MarketTabs } from '../../../components/market-tabs'
import './map.css'

/**
 * `/map`: every company of a market as a rectangle sized by market cap and coloured by its change over a period,
 * grouped by sector and sub-sector. Every choice is part of the link (`/map?period=1y&index=lq45`).
 */
export function MapPage() {
  const { state, problems, commit, useDefault } = useUrlState(mapSearch)
  const t = useMapText()
  useDocumentTitle(state.market === 'idx' ? t('page.documentTitleIdx') : t('page.documentTitleSgx'))
  const query = useQuery(mapQueries.companies(state.market, state.index))
  return (
    <div className="market-map-page">
      <h1>{t('page.title')}</h1>
      <p className="muted">{t('page.intro')}</p>
      <LinkProblems problems={problems} onUseDefault={useDefault} />
      <MarketTabs
        value={state.market}
        onChange={(market) => {
          commit(switchMarket(state, market))
        }}
        label={t('tabs.label')}
        idPrefix="map"
      >
        <MapFilters search={state} onChange={commit} />
        <PanelState title={t('page.title')} query={query} empty={t('map.empty')}>
          {(companies) => (
            <MapFigure
              search={state}
              companies={companies}
              onZoom={(sector) => {
                commit({ sector })
              }}
            />
          )}
        </PanelState>
      </MarketTabs>
    </div>
  )
}
