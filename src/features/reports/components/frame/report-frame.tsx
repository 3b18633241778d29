import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { isApiError } from '../../../../lib/api-error'
import { useDocumentTitle } from '../../../../lib/document-title'
import { useErrorText } from '../../../../components/error-text'
import { RetryProblem } from '../../../../components/states'
import type { ReportSectionView } from '../../../../shared/reports/report-sections'
import type { MarketReport } from './report-markets'
import { useReportsText } from '../../text'
import { SectionNav } from './section-nav'
import { ReportProblem } from './unknown-company'
import { viewTitle } from './view-title'

interface ReportFrameProps<Report, Key extends QueryKey> {
  /** what differs between the markets: the header's query and look, and each view's section */
  kind: MarketReport<Report, Key>
  ticker: string
  view: ReportSectionView<string>
  /** the data source's label when the data is synthetic, else null */
  demoLabel: string | null
  tickerSearch: ReactNode
}

/**
 * The frame of a report of either market: the unknown-company page, the header, the overview's own error, the
 * section navigation and the section on screen, with a document title naming company and section.
 */
export function ReportFrame<Report, Key extends QueryKey>(props: ReportFrameProps<Report, Key>) {
  const { kind, ticker, tickerSearch } = props
  const header = useQuery(kind.headerQuery(ticker))
  const t = useReportsText()
  if (isApiError(header.error) && header.error.status === 404)
    return (
      <ReportProblem title={t('problem.noCompany', { ticker })} tickerSearch={tickerSearch}>
        <p>{t('problem.noCompanyDetail', { exchange: kind.market.toUpperCase(), ticker })}</p>
      </ReportProblem>
    )
  return <ReportBody {...props} header={header} />
}

function ReportBody<Report, Key extends QueryKey>({
  kind,
  ticker,
  view,
  demoLabel,
  header,
}: ReportFrameProps<Report, Key> & { header: UseQueryResult<Report> }) {
  const t = useReportsText()
  const errorText = useErrorText()
  const title = viewTitle(t, view)
  useDocumentTitle(
    t('documentTitle', { company: header.data === undefined ? ticker : kind.companyName(header.data), view: title }),
  )
  const Section = kind.sections[view.slug]
  return (
    <div className="report">
      <kind.Header ticker={ticker} report={header.data} demoLabel={demoLabel} />
      {header.error !== null && (
        <RetryProblem onRetry={() => void header.refetch()}>
          {t('problem.overviewFailed', { reason: errorText(header.error) })}
        </RetryProblem>
      )}
      <SectionNav market={kind.market} ticker={ticker} current={view.slug} />
      <section className="report-section" aria-labelledby="report-section-title">
        <h2 id="report-section-title">{title}</h2>
        {Section !== undefined && <Section ticker={ticker} />}
      </section>
    </div>
  )
}
