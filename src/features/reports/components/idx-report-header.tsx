import { Link } from 'react-router'
import type { IdxReport } from '../../../shared/api/idx-report'
import { slugify } from '../../../shared/catalogue'
import { formatCount, formatMoney } from '../../../lib/format'
import { CompanyTools } from '../../../components/company-tools'
import { subSectorPath } from '../../../lib/links'
import { DemoMarker, Fact, PriceFact } from './header-facts'

interface IdxReportHeaderProps {
  ticker: string
  report: IdxReport | undefined
  /** the data source's label when the data is synthetic, else null */
  demoLabel: string | null
}

/** Shown on every section: who the company is, where it is classified, its price and its size. */
export function IdxReportHeader({ ticker, report, demoLabel }: IdxReportHeaderProps) {
  const overview = report?.overview
  return (
    <header className="panel report-header">
      <div className="report-header__title">
        <h1>
          {report?.company_name ?? ticker} <span className="muted">({report?.symbol ?? `${ticker}.JK`})</span>
        </h1>
        <DemoMarker label={demoLabel} />
        <CompanyTools company={{ market: 'idx', symbol: ticker }} />
      </div>
      {overview === undefined ? (
        <span className="skeleton report-header__skeleton" aria-hidden="true" />
      ) : (
        <>
          <p className="report-header__classification">
            {overview.sector} ›{' '}
            <Link to={`/companies?sub_sector=${slugify(overview.sub_sector)}`}>{overview.sub_sector}</Link> (
            <Link to={subSectorPath(slugify(overview.sub_sector))}>sub-sector overview</Link>) › {overview.industry} ›{' '}
            <Link to={`/companies?sub_industry=${slugify(overview.sub_industry)}`}>{overview.sub_industry}</Link>
          </p>
          <div className="report-header__facts">
            <PriceFact
              currency="IDR"
              close={overview.last_close_price}
              change={overview.daily_close_change}
              date={overview.latest_close_date}
            />
            <Fact label="Market cap">
              {overview.market_cap === null ? null : formatMoney(overview.market_cap, 'IDR')}
              {overview.market_cap_rank !== null && (
                <span className="muted"> · rank #{formatCount(overview.market_cap_rank)} on IDX</span>
              )}
            </Fact>
          </div>
        </>
      )}
    </header>
  )
}
