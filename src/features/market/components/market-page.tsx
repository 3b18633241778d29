import { LinkProblems } from '../../../components/link-problems'
import { useDocumentTitle } from '../../../lib/document-title'
import { useUrlState } from '../../../lib/url-state'
import { marketSearch } from '../market-search'
import { IndexPanel } from './index-panel'
import { MarketTabs } from '../../../components/market-tabs'
import { MostTradedPanel } from './most-traded-panel'
import { MoversPanel } from './movers-panel'
import { SgxTopPanel } from './sgx-top-panel'
import { SubSectorTable } from './sub-sector-table'
import { useMarketText } from '../text'
import './market.css'

/**
 * `/`: the market at a glance. IDX: an index over a range, the period's gainers and losers, the most traded, and
 * every sub-sector; SGX: its top companies. Every choice is part of the link (`/?index=lq45&range=1y&period=7d`).
 */
export function MarketPage() {
  const { state, problems, commit, useDefault } = useUrlState(marketSearch)
  const t = useMarketText()
  useDocumentTitle(state.market === 'idx' ? t('page.documentTitleIdx') : t('page.documentTitleSgx'))
  return (
    <div className="market">
      <h1>{t('page.title')}</h1>
      <LinkProblems problems={problems} onUseDefault={useDefault} />
      <MarketTabs
        value={state.market}
        onChange={(market) => {
          commit({ market })
        }}
        label={t('tabs.label')}
        idPrefix="market"
        panelClassName="market__panels"
      >
        {state.market === 'idx' ? (
          <>
            <IndexPanel code={state.index} range={state.range} onChange={commit} />
            <MoversPanel period={state.period} minMcap={state.minMcap} onChange={commit} />
            <MostTradedPanel period={state.tradedPeriod} rankBy={state.tradedBy} onChange={commit} />
            <SubSectorTable
              sort={state.sort}
              onSort={(sort) => {
                commit({ sort })
              }}
            />
          </>
        ) : (
          <SgxTopPanel
            by={state.sgxBy}
            onChange={(sgxBy) => {
              commit({ sgxBy })
            }}
          />
        )}
      </MarketTabs>
    </div>
  )
}
