import { formatDate, formatMoney, formatPercent } from '../../../../lib/format'
import { dividendPayments, dividendYears } from '../../api/dividend-selects'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { DividendChart } from './dividend-chart'
import { DividendPayments } from './dividend-payments'
import { Fact } from '../frame/header-facts'
import { PayoutRatio } from './payout-ratio'
import { SectionQuery } from '../frame/section-query'

const pct = (value: number | null) => (value === null ? null : formatPercent(value))

/** Yields, payout (warned above 100 %), dates, the dividends by year and every payment. */
export function IdxDividendSection({ ticker }: { ticker: string }) {
  return (
    <SectionQuery view={reportQueries.idxView(ticker, 'dividend')} select={(report) => report.dividend}>
      {(dividend) => (
        <>
          <div className="panel report-facts">
            <Fact label="Dividend yield, TTM">{pct(dividend.yield_ttm)}</Fact>
            <Fact label="Dividend per share, TTM">
              {dividend.dividend_ttm === null ? null : formatMoney(dividend.dividend_ttm, 'IDR')}
            </Fact>
            <Fact
              label={`Average yield${dividend.dividend_yield_avg === null ? '' : `, ${String(dividend.dividend_yield_avg.period)} years`}`}
            >
              {pct(dividend.dividend_yield_avg?.avg_yield ?? null)}
            </Fact>{' '}
            <PayoutRatio ratio={dividend.payout_ratio} />
            <Fact label="Cash payout ratio">{pct(dividend.cash_payout_ratio)}</Fact>
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
          </div>
          <DividendChart years={dividendYears(dividend.historical_dividends)} currency="IDR" />
          <DividendPayments payments={dividendPayments(dividend.historical_dividends)} currency="IDR" />
        </>
      )}
    </SectionQuery>
  )
}
