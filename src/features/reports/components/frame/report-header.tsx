import type { ReactNode } from 'react'
import type { Market } from '../../../../shared/catalogue'
import { CompanyTools } from '../../../../components/company-tools'
import { DemoMarker } from './header-facts'

interface ReportHeaderProps {
  market: Market
  ticker: string
  /** the company's name, or the ticker until the overview is in */
  name: string
  /** beside the name in brackets: "BBCA.JK", "D05, SGX" */
  symbolNote: string
  /** the data source's label when the data is synthetic, else null */
  demoLabel: string | null
  /** the classification line and the header's figures, once the overview is in (a skeleton until then) */
  classification: ReactNode
  facts: ReactNode
  loaded: boolean
}

/** The header every section of a report shows: who the company is, where it is classified, its price and size. */
export function ReportHeader({
  market,
  ticker,
  name,
  symbolNote,
  demoLabel,
  classification,
  facts,
  loaded,
}: ReportHeaderProps) {
  return (
    <header className="panel report-header">
      <div className="report-header__title">
        <h1>
          {name} <span className="muted">({symbolNote})</span>
        </h1>
        <DemoMarker label={demoLabel} />
        <CompanyTools company={{ market, symbol: ticker }} />
      </div>
      {loaded ? (
        <>
          <p className="report-header__classification">{classification}</p>
          <div className="report-header__facts">{facts}</div>
        </>
      ) : (
        <span className="skeleton report-header__skeleton" aria-hidden="true" />
      )}
    </header>
  )
}
