import type { ReactNode } from 'react'
import { Link, Navigate, useLocation } from 'react-router'
import type { Market } from '../../../../shared/catalogue'
import { canonicalReportPath, findView, sectionPath } from '../../../../shared/reports/report-sections'
import { parseTicker } from '../../../../shared/ticker'
import { TICKER_SHAPE } from '../../report-ticker'
import { ReportsText, useReportsText } from '../../text'
import { ReportFrame } from './report-frame'
import { IDX_REPORT, SGX_REPORT } from './report-markets'
import { ReportProblem } from './unknown-company'
import '../../reports.css'

export interface ReportPageProps {
  market: Market
  /** the ticker as the link wrote it */
  ticker: string
  /** the section segment of the link, if any */
  section: string | undefined
  /** the data source's label when the data is synthetic, else null */
  demoLabel: string | null
  /** the app's ticker search, offered when a link leads nowhere */
  tickerSearch: ReactNode
}

/**
 * A company's report at `/reports/:ticker/:section?` (IDX) or `/reports/sgx/:ticker/:section?`. The ticker is
 * accepted in any case and with its exchange suffix; the URL is then rewritten to its canonical form, in place.
 */
export function ReportPage({ market, ticker, section, demoLabel, tickerSearch }: ReportPageProps) {
  const { search } = useLocation()
  const t = useReportsText()
  const canonical = parseTicker(market, ticker)
  const view = findView(market, section)
  if (canonical === null)
    return (
      <ReportProblem title={t('problem.notTicker', { ticker })} tickerSearch={tickerSearch}>
        <p>{t(TICKER_SHAPE[market])}</p>
      </ReportProblem>
    )
  if (view === undefined)
    return (
      <ReportProblem title={t('problem.noSection', { section: section ?? '' })} tickerSearch={tickerSearch}>
        <p>
          <ReportsText
            id="problem.openOverview"
            values={{ ticker: canonical }}
            components={{ 0: <Link to={sectionPath(market, canonical, 'overview')} /> }}
          />
        </p>
      </ReportProblem>
    )
  const canonicalPath = canonicalReportPath(market, ticker, section)
  if (canonicalPath !== null) return <Navigate replace to={`${canonicalPath}${search}`} />
  const frame = { ticker: canonical, view, demoLabel, tickerSearch }
  return market === 'idx' ? <ReportFrame kind={IDX_REPORT} {...frame} /> : <ReportFrame kind={SGX_REPORT} {...frame} />
}
