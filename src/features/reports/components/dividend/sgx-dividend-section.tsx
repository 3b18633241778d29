import { useFormat } from '../../../../lib/i18n/use-format'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { DividendBody, usePercentFact } from './dividend-body'
import { Fact } from '../frame/header-facts'
import { PayoutRatio } from './payout-ratio'
import { SectionQuery } from '../frame/section-query'
import { useReportsText } from '../../text'

/** SGX dividends: yields, forward dividend, payout and growth, the history by year and every payment. */
export function SgxDividendSection({ ticker }: { ticker: string }) {
  const t = useReportsText()
  const percentFact = usePercentFact()
  const { formatMoney } = useFormat()
  const sgd = (value: number | null) => (value === null ? null : formatMoney(value, 'SGD'))
  return (
    <SectionQuery view={reportQueries.sgxView(ticker, 'dividend')} select={(report) => report.dividend}>
      {(dividend) => (
        <DividendBody
          history={dividend.historical_dividends}
          currency="SGD"
          facts={
            <>
              <Fact label={t('dividend.averageYieldYears', { years: 5 })}>
                {percentFact(dividend.dividend_yield_5y_avg)}
              </Fact>
              <Fact label={t('dividend.forwardYield')}>{percentFact(dividend.forward_dividend_yield)}</Fact>
              <Fact label={t('dividend.forwardPerShare')}>{sgd(dividend.forward_dividend)}</Fact>
              <Fact label={t('dividend.perShareTtm')}>{sgd(dividend.dividend_ttm)}</Fact>{' '}
              <PayoutRatio ratio={dividend.payout_ratio} />
              <Fact label={t('dividend.growthRate')}>{percentFact(dividend.dividend_growth_rate)}</Fact>
            </>
          }
        />
      )}
    </SectionQuery>
  )
}
