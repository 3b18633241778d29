import { formatMoney } from '../../../../lib/format'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { DividendBody, percentFact } from './dividend-body'
import { Fact } from '../frame/header-facts'
import { PayoutRatio } from './payout-ratio'
import { SectionQuery } from '../frame/section-query'

const sgd = (value: number | null) => (value === null ? null : formatMoney(value, 'SGD'))

/** SGX dividends: yields, forward dividend, payout and growth, the history by year and every payment. */
export function SgxDividendSection({ ticker }: { ticker: string }) {
  return (
    <SectionQuery view={reportQueries.sgxView(ticker, 'dividend')} select={(report) => report.dividend}>
      {(dividend) => (
        <DividendBody
          history={dividend.historical_dividends}
          currency="SGD"
          facts={
            <>
              <Fact label="Average yield, 5 years">{percentFact(dividend.dividend_yield_5y_avg)}</Fact>
              <Fact label="Forward yield">{percentFact(dividend.forward_dividend_yield)}</Fact>
              <Fact label="Forward dividend per share">{sgd(dividend.forward_dividend)}</Fact>
              <Fact label="Dividend per share, TTM">{sgd(dividend.dividend_ttm)}</Fact>{' '}
              <PayoutRatio ratio={dividend.payout_ratio} />
              <Fact label="Dividend growth rate">{percentFact(dividend.dividend_growth_rate)}</Fact>
            </>
          }
        />
      )}
    </SectionQuery>
  )
}
