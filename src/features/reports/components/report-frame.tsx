import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Market } from '../../../shared/catalogue'
import { isApiError } from '../../../lib/api-error'
import { RetryProblem } from '../../../components/states'
import type { ReportSectionView } from '../../../shared/reports/report-sections'
import { SectionNav } from './section-nav'
import { ReportProblem } from './unknown-company'
import { useDocumentTitle } from './use-document-title'

interface ReportFrameProps<Report> {
  market: Market
  ticker: string
  view: ReportSectionView<string>
  tickerSearch: ReactNode
  /** the overview query every view shares with the header */
  header: UseQueryResult<Report>
  /** "PT Bank … (BBCA.JK)" once the overview is in */
  companyName: (report: Report) => string
  headerContent: ReactNode
  section: ReactNode
}

/**
 * The frame of a report of either market: the unknown-company page, the header, the overview's own error, the
 * section navigation and the section on screen, with a document title naming company and section.
 */
export function ReportFrame<Report>(props: ReportFrameProps<Report>) {
  const { market, ticker, header, tickerSearch } = props
  if (isApiError(header.error) && header.error.status === 404)
    return (
      <ReportProblem title={`No company with the symbol ${ticker}`} tickerSearch={tickerSearch}>
        <p>
          No company listed on {market.toUpperCase()} has the ticker {ticker}. Search for the right one, or find it in
          the screener.
        </p>
      </ReportProblem>
    )
  return <ReportBody {...props} />
}

function ReportBody<Report>({
  market,
  ticker,
  view,
  header,
  companyName,
  headerContent,
  section,
}: ReportFrameProps<Report>) {
  useDocumentTitle(`${header.data === undefined ? ticker : companyName(header.data)} · ${view.label}`)
  return (
    <div className="report">
      {headerContent}
      {header.error !== null && (
        <RetryProblem onRetry={() => void header.refetch()}>
          The company’s overview could not be loaded: {header.error.message}
        </RetryProblem>
      )}
      <SectionNav market={market} ticker={ticker} current={view.slug} />
      <section className="report-section" aria-labelledby="report-section-title">
        <h2 id="report-section-title">{view.label}</h2>
        {section}
      </section>
    </div>
  )
}
