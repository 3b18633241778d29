import { useFormat } from '../../../../lib/i18n/use-format'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { DividendSection, usePercentFact } from './dividend-body'
import { Fact } from '../frame/header-facts'
import { PayoutRatio } from './payout-ratio'
import { useReportsText } from '../../text'

/** Yields, payout (warned above 100 %), dates, the dividends by year and every payment. */
export function IdxDividendSection({ ticker }: { ticker: string }) {
  const t = useReportsText()
  const percentFact = usePercentFact()
  const { formatDate, formatMoney } = useFormat()
  return (
    <DividendSection
      view={reportQueries.idxView(ticker, 'dividend')}
      currency="IDR"
      facts={(dividend) => (
        <>
          <Fact label={t('dividend.yieldTtm')}>{percentFact(dividend.yield_ttm)}</Fact>
          <Fact label={t('dividend.perShareTtm')}>
            {dividend.dividend_ttm === null ? null : formatMoney(dividend.dividend_ttm, 'IDR')}
          </Fact>
          <Fact
            label={
              dividend.dividend_yield_avg === null
                ? t('dividend.averageYield')
                : t('dividend.averageYieldYears', { years: dividend.dividend_yield_avg.period })
            }
          >
            {percentFact(dividend.dividend_yield_avg?.avg_yield ?? null)}
          </Fact>{' '}
          <PayoutRatio ratio={dividend.payout_ratio} />
          <Fact label={t('dividend.cashPayoutRatio')}>{percentFact(dividend.cash_payout_ratio)}</Fact>
          <Fact label={t('dividend.lastExDate')}>
            {dividend.last_ex_dividend_date === null ? null : formatDate(dividend.last_ex_dividend_date)}
          </Fact>
          <Fact label={t('dividend.upcoming')}>
            {dividend.upcoming_dividends === null || dividend.upcoming_dividends.length === 0
              ? t('dividend.noneAnnounced')
              : dividend.upcoming_dividends
                  .map((next) =>
                    t('dividend.upcomingPayment', {
                      amount: formatMoney(next.total, 'IDR'),
                      date: formatDate(next.date),
                    }),
                  )
                  .join('; ')}
          </Fact>
        </>
      )}
    />
  )
}
