import type { SgxReport } from '../../../shared/api/sgx-report'
import { formatCount, formatMoney } from '../../../lib/format'
import { CompanyTools } from '../../../components/company-tools'
import { DemoMarker, Fact, PriceFact } from './header-facts'

interface SgxReportHeaderProps {
  ticker: string
  report: SgxReport | undefined
  demoLabel: string | null
}

/** The SGX report's header: name, symbol, sector › sub-sector, last close in SGD, market cap and volume. */
export function SgxReportHeader({ ticker, report, demoLabel }: SgxReportHeaderProps) {
  const overview = report?.overview
  return (
    <header className="panel report-header">
      <div className="report-header__title">
        <h1>
          {report?.name ?? ticker} <span className="muted">({report?.symbol ?? ticker}, SGX)</span>
        </h1>
        <DemoMarker label={demoLabel} />
        <CompanyTools company={{ market: 'sgx', symbol: ticker }} />
      </div>
      {overview === undefined ? (
        <span className="skeleton report-header__skeleton" aria-hidden="true" />
      ) : (
        <>
          <p className="report-header__classification">
            {overview.sector} › {overview.sub_sector} <span className="muted">· amounts in SGD</span>
          </p>
          <div className="report-header__facts">
            <PriceFact currency="SGD" close={overview.last_close_price} change={overview.change_1d} date={null} />
            <Fact label="Market cap">
              {overview.market_cap === null ? null : formatMoney(overview.market_cap, 'SGD')}
            </Fact>
            <Fact label="Volume">{overview.volume === null ? null : `${formatCount(overview.volume)} shares`}</Fact>
          </div>
        </>
      )}
    </header>
  )
}
