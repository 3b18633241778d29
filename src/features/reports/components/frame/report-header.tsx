import type { ReactNode } from 'react'
import type { Market } from '../../../../shared/catalogue'
import { CompanyTools } from '../../../../components/company-tools'
import { DemoMarker } from './header-facts'

/** What a market's header is given (report-markets.ts): the ticker, the report once in, the demo label. */
export interface MarketHeaderProps<Report> {
  ticker: string
  report: Report | undefined
  /** the data source's label when the data is synthetic, else null */
  demoLabel: string | null
}

interface ReportHeaderProps<Overview> {
  market: Market
  ticker: string
  /** the company's name, or the ticker until the overview is in */
  name: string
  /** beside the name in brackets: "BBCA.JK", "D05, SGX" */
  symbolNote: string
  demoLabel: string | null
  /** the report's overview; a skeleton stands for the classification and figures until it is in */
  overview: Overview | undefined
  /** the classification line and the header's figures, from the overview */
  classification: (overview: Overview) => ReactNode
  facts: (overview: Overview) => ReactNode
}

/** The header every section of a report shows: who the company is, where it is classified, its price and size. */
export function ReportHeader<Overview>(props: ReportHeaderProps<Overview>) {
  const { market, ticker, name, symbolNote, demoLabel, overview, classification, facts } = props
  return (
    <header className="panel report-header">
      <div className="report-header__title">
        <h1>
          {name} <span className="muted">({symbolNote})</span>
        </h1>
        <DemoMarker label={demoLabel} />
        <CompanyTools company={{ market, symbol: ticker }} />
      </div>
      {overview !== undefined ? (
        <>
          <p className="report-header__classification">{classification(overview)}</p>
          <div className="report-header__facts">{facts(overview)}</div>
        </>
      ) : (
        <span className="skeleton report-header__skeleton" aria-hidden="true" />
      )}
    </header>
  )
}
