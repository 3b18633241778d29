import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { IdxReport } from '../../../shared/api/idx-report'
import { isApiError } from '../../../lib/api-error'
import { reportQueries } from '../api/report-queries'
import type { ReportSectionView } from '../report-sections'
import { IdxReportHeader } from './idx-report-header'
import { IdxSection } from './idx-section'
import { SectionNav } from './section-nav'
import { ReportProblem } from './unknown-company'
import { useDocumentTitle } from './use-document-title'
import { InlineProblem } from '../../../components/states'

interface IdxReportPageProps {
  ticker: string
  view: ReportSectionView<string>
  demoLabel: string | null
  tickerSearch: ReactNode
}

/** An IDX company's report: the header (its overview), the section navigation, and the section on screen. */
export function IdxReportPage({ ticker, view, demoLabel, tickerSearch }: IdxReportPageProps) {
  const header = useQuery(reportQueries.idx(ticker, ['overview']))
  if (isApiError(header.error) && header.error.status === 404)
    return (
      <ReportProblem title={`No company with the symbol ${ticker}`} tickerSearch={tickerSearch}>
        <p>No company listed on IDX has the ticker {ticker}. Search for the right one, or find it in the screener.</p>
      </ReportProblem>
    )
  return <IdxReportBody ticker={ticker} view={view} demoLabel={demoLabel} header={header} />
}

function IdxReportBody(props: Omit<IdxReportPageProps, 'tickerSearch'> & { header: UseQueryResult<IdxReport> }) {
  const { ticker, view, demoLabel, header } = props
  const report = header.data
  const name = report === undefined ? ticker : `${report.company_name} (${report.symbol})`
  useDocumentTitle(`${name} · ${view.label}`)
  return (
    <div className="report">
      <IdxReportHeader ticker={ticker} report={report} demoLabel={demoLabel} />
      {header.error !== null && (
        <InlineProblem>
          The company’s overview could not be loaded: {header.error.message}{' '}
          <button type="button" onClick={() => void header.refetch()}>
            Try again
          </button>
        </InlineProblem>
      )}
      <SectionNav market="idx" ticker={ticker} current={view.slug} />
      <section className="report-section" aria-labelledby="report-section-title">
        <h2 id="report-section-title">{view.label}</h2>
        <IdxSection slug={view.slug} ticker={ticker} />
      </section>
    </div>
  )
}
