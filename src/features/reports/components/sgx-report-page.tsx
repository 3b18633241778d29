import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { SgxReport } from '../../../shared/api/sgx-report'
import { InlineProblem } from '../../../components/states'
import { isApiError } from '../../../lib/api-error'
import { reportQueries } from '../api/report-queries'
import type { ReportSectionView } from '../report-sections'
import { SectionNav } from './section-nav'
import { SgxReportHeader } from './sgx-report-header'
import { SgxSection } from './sgx-section'
import { ReportProblem } from './unknown-company'
import { useDocumentTitle } from './use-document-title'

interface SgxReportPageProps {
  ticker: string
  view: ReportSectionView<string>
  demoLabel: string | null
  tickerSearch: ReactNode
}

/** An SGX company's report: the same frame as IDX over the four SGX sections, amounts in SGD. */
export function SgxReportPage({ ticker, view, demoLabel, tickerSearch }: SgxReportPageProps) {
  const header = useQuery(reportQueries.sgx(ticker, ['overview']))
  if (isApiError(header.error) && header.error.status === 404)
    return (
      <ReportProblem title={`No company with the symbol ${ticker}`} tickerSearch={tickerSearch}>
        <p>No company listed on SGX has the ticker {ticker}. Search for the right one, or find it in the screener.</p>
      </ReportProblem>
    )
  return <SgxReportBody ticker={ticker} view={view} demoLabel={demoLabel} header={header} />
}

function SgxReportBody(props: Omit<SgxReportPageProps, 'tickerSearch'> & { header: UseQueryResult<SgxReport> }) {
  const { ticker, view, demoLabel, header } = props
  const report = header.data
  useDocumentTitle(`${report === undefined ? ticker : `${report.name} (${report.symbol})`} · ${view.label}`)
  return (
    <div className="report">
      <SgxReportHeader ticker={ticker} report={report} demoLabel={demoLabel} />
      {header.error !== null && (
        <InlineProblem>
          The company’s overview could not be loaded: {header.error.message}{' '}
          <button type="button" onClick={() => void header.refetch()}>
            Try again
          </button>
        </InlineProblem>
      )}
      <SectionNav market="sgx" ticker={ticker} current={view.slug} />
      <section className="report-section" aria-labelledby="report-section-title">
        <h2 id="report-section-title">{view.label}</h2>
        <SgxSection slug={view.slug} ticker={ticker} />
      </section>
    </div>
  )
}
