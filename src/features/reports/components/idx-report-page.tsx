import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { reportQueries } from '../../../lib/reports/report-queries'
import type { ReportSectionView } from '../../../shared/reports/report-sections'
import { IdxReportHeader } from './idx-report-header'
import { IdxSection } from './idx-section'
import { ReportFrame } from './report-frame'

interface IdxReportPageProps {
  ticker: string
  view: ReportSectionView<string>
  demoLabel: string | null
  tickerSearch: ReactNode
}

/** An IDX company's report: the header (its overview), the section navigation, and the section on screen. */
export function IdxReportPage({ ticker, view, demoLabel, tickerSearch }: IdxReportPageProps) {
  const header = useQuery(reportQueries.idx(ticker, ['overview']))
  return (
    <ReportFrame
      market="idx"
      ticker={ticker}
      view={view}
      tickerSearch={tickerSearch}
      header={header}
      companyName={(report) => `${report.company_name} (${report.symbol})`}
      headerContent={<IdxReportHeader ticker={ticker} report={header.data} demoLabel={demoLabel} />}
      section={<IdxSection slug={view.slug} ticker={ticker} />}
    />
  )
}
