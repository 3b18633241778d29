import { formatCount, formatMoney } from '../../../../lib/format'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { Chips, readableTag } from './chips'
import { PriceChanges } from './price-changes'
import { PriceChart } from './price-chart'
import { PriceExtremes } from './price-extremes'
import { SectionQuery } from '../frame/section-query'
import { reported } from '../../../../components/not-reported'

/** The SGX overview: price chart, size and classification, price changes and extremes. */
export function SgxOverviewSection({ ticker }: { ticker: string }) {
  return (
    <SectionQuery view={reportQueries.sgxView(ticker, 'overview')} select={(report) => report.overview}>
      {(overview) => (
        <>
          <PriceChart market="sgx" ticker={ticker} end={null} />
          <div className="report-grid">
            <div className="panel">
              <h3>Company</h3>
              <dl className="facts">
                <dt>Sector</dt>
                <dd>{overview.sector}</dd>
                <dt>Sub-sector</dt>
                <dd>{overview.sub_sector}</dd>
                <dt>Market cap</dt>
                <dd>{reported(overview.market_cap, (value) => formatMoney(value, 'SGD'))}</dd>
                <dt>Volume</dt>
                <dd>{reported(overview.volume, (value) => `${formatCount(value)} shares`)}</dd>
                <dt>Employees</dt>
                <dd>{reported(overview.employee_num, formatCount)}</dd>
                <dt>Tags</dt>
                <dd>
                  <Chips label="Tags" items={overview.tags?.map(readableTag) ?? null} />
                </dd>
              </dl>
            </div>
            <PriceChanges overview={overview} />
          </div>
          <PriceExtremes extremes={overview.all_time_price} currency="SGD" />
        </>
      )}
    </SectionQuery>
  )
}
