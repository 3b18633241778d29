import { formatDate, formatMoney } from '../../../../lib/format'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { DividendBody, percentFact } from './dividend-body'
import { Fact } from '../frame/header-facts'
import { PayoutRatio } from './payout-ratio'
import { SectionQuery } from '../frame/section-query'

/** Yields, payout (warned above 100 %), dates, the dividends by year and every payment. */
export function IdxDividendSection({ ticker }: { ticker: string }) {
  return (
    <SectionQuery view={reportQueries.idxView(ticker, 'dividend')} select={(report) => report.dividend}>
      {(dividend) => (
        <DividendBody
          history={dividend.historical_dividends}
          currency="IDR"
          facts={
            <>
              <Fact label="Dividend yield, TTM">{percentFact(dividend.yield_ttm)}</Fact>
              <Fact label="Dividend per share, TTM">
                {dividend.dividend_ttm === null ? null : formatMoney(dividend.dividend_ttm, 'IDR')}
              </Fact>
              <Fact
                label={`Average yield${dividend.dividend_yield_avg === null ? '' : `, ${String(dividend.dividend_yield_avg.period)} years`}`}
              >
                {percentFact(dividend.dividend_yield_avg?.avg_yield ?? null)}
              </Fact>{' '}
              <PayoutRatio ratio={dividend.payout_ratio} />
              <Fact label="Cash payout ratio">{percentFact(dividend.cash_payout_ratio)}</Fact>
              <Fact label="Last ex-dividend date">
                {dividend.last_ex_dividend_date === null ? null : formatDate(dividend.last_ex_dividend_date)}
              </Fact>
              <Fact label="Upcoming">
                {dividend.upcoming_dividends === null || dividend.upcoming_dividends.length === 0
                  ? 'none announced'
                  : dividend.upcoming_dividends
                      .map((next) => `${formatMoney(next.total, 'IDR')} on ${formatDate(next.date)}`)
                      .join('; ')}
              </Fact>
            </>
          }
        />
      )}
    </SectionQuery>
  )
}
