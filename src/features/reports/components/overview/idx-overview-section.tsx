import { formatCount, formatDate, formatNumber } from '../../../../lib/format'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { Chips, readableTag } from './chips'
import { PriceChart } from './price-chart'
import { PriceExtremes } from './price-extremes'
import { SectionQuery } from '../frame/section-query'
import { NotReported, reported } from '../../../../components/not-reported'

/** The overview: the price chart, the listing, size and ESG facts, index memberships and tags, price extremes. */
export function IdxOverviewSection({ ticker }: { ticker: string }) {
  return (
    <SectionQuery view={reportQueries.idxView(ticker, 'overview')} select={(report) => report.overview}>
      {(overview) => (
        <>
          <PriceChart market="idx" ticker={ticker} end={overview.latest_close_date} />
          <div className="report-grid">
            <div className="panel">
              <h3>Company</h3>
              <dl className="facts">
                <dt>Listing board</dt>
                <dd>{reported(overview.listing_board)}</dd>
                <dt>Listed since</dt>
                <dd>{reported(overview.listing_date, formatDate)}</dd>
                <dt>Employees</dt>
                <dd>
                  {reported(overview.employee_num, formatCount)}
                  {overview.employee_num_rank !== null && (
                    <span className="muted"> · rank #{formatCount(overview.employee_num_rank)}</span>
                  )}
                </dd>
                <dt>ESG risk score</dt>
                <dd>{reported(overview.esg_score, (score) => formatNumber(score, 1))}</dd>
                <dt>Address</dt>
                <dd className="report-address">{reported(overview.address)}</dd>
                <dt>Website</dt>
                <dd>
                  {overview.website === null ? (
                    <NotReported />
                  ) : (
                    <a href={`https://${overview.website.replace(/^https?:\/\//, '')}`} rel="noreferrer noopener">
                      {overview.website}
                    </a>
                  )}
                </dd>
                <dt>Phone</dt>
                <dd>{reported(overview.phone)}</dd>
                <dt>Email</dt>
                <dd>{reported(overview.email)}</dd>
              </dl>
            </div>
            <div className="panel">
              <h3>Indices</h3>
              <Chips label="Indices" items={overview.indices} />
              <h3>Tags</h3>
              <Chips label="Tags" items={overview.tags?.map(readableTag) ?? null} />
              <h3>Affiliates</h3>
              <Chips label="Affiliates" items={overview.affiliates} />
            </div>
          </div>
          <PriceExtremes extremes={overview.all_time_price} currency="IDR" />
        </>
      )}
    </SectionQuery>
  )
}
