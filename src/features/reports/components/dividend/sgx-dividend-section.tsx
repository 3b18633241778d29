import { formatMoney, formatPercent } from '../../../../lib/format'
import { dividendPayments, dividendYears } from '../../api/dividend-selects'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { DividendChart } from './dividend-chart'
import { DividendPayments } from './dividend-payments'
import { Fact } from '../frame/header-facts'
import { PayoutRatio } from './payout-ratio'
import { SectionQuery } from '../frame/section-query'

const pct = (value: number | null) => (value === null ? null : formatPercent(value))
const sgd = (value: number | null) => (value === null ? null : formatMoney(value, 'SGD'))

/** SGX dividends: yields, forward dividend, payout and growth, the history by year and every payment. */
export function SgxDividendSection({ ticker }: { ticker: string }) {
  return (
    <SectionQuery view={reportQueries.sgxView(ticker, 'dividend')} select={(report) => report.dividend}>
      {(dividend) => (
        <>
          <div className="panel report-facts">
            <Fact label="Average yield, 5 years">{pct(dividend.dividend_yield_5y_avg)}</Fact>
            <Fact label="Forward yield">{pct(dividend.forward_dividend_yield)}</Fact>
            <Fact label="Forward dividend per share">{sgd(dividend.forward_dividend)}</Fact>
            <Fact label="Dividend per share, TTM">{sgd(dividend.dividend_ttm)}</Fact>{' '}
            <PayoutRatio ratio={dividend.payout_ratio} />
            <Fact label="Dividend growth rate">{pct(dividend.dividend_growth_rate)}</Fact>
          </div>
          <DividendChart years={dividendYears(dividend.historical_dividends)} currency="SGD" />
          <DividendPayments payments={dividendPayments(dividend.historical_dividends)} currency="SGD" />
        </>
      )}
    </SectionQuery>
  )
}
