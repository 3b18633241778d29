import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { reportQueries } from '../../../lib/reports/report-queries'
import type { ReportSectionView } from '../../../shared/reports/report-sections'
import { ReportFrame } from './report-frame'
import { SgxReportHeader } from './sgx-report-header'
import { SgxSection } from './sgx-section'

interface SgxReportPageProps {
  ticker: string
  view: ReportSectionView<string>
  demoLabel: string | null
  tickerSearch: ReactNode
}

/** An SGX company's report: the same frame as IDX over the four SGX sections, amounts in SGD. */
export function SgxReportPage({ ticker, view, demoLabel, tickerSearch }: SgxReportPageProps) {
  const header = useQuery(reportQueries.sgx(ticker, ['overview']))
  return (
    <ReportFrame
      market="sgx"
      ticker={ticker}
      view={view}
      tickerSearch={tickerSearch}
      header={header}
      companyName={(report) => `${report.name} (${report.symbol})`}
      headerContent={<SgxReportHeader ticker={ticker} report={header.data} demoLabel={demoLabel} />}
      section={<SgxSection slug={view.slug} ticker={ticker} />}
    />
  )
}
