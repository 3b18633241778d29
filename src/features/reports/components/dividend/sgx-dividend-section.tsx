import { useFormat } from '../../../../lib/i18n/use-format'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { DividendSection, usePercentFact } from './dividend-body'
import { Fact } from '../frame/header-facts'
import { PayoutRatio } from './payout-ratio'
import { useReportsText } from '../../text'

/** SGX dividends: yields, forward dividend, payout and growth, the history by year and every payment. */
export function SgxDividendSection({ ticker }: { ticker: string }) {
  const t = useReportsText()
  const percentFact = usePercentFact()
  const { formatMoney } = useFormat()
  const sgd = (value: number | null) => (value === null ? null : formatMoney(value, 'SGD'))
  return (
    <DividendSection
      view={reportQueries.sgxView(ticker, 'dividend')}
      currency="SGD"
      facts={(dividend) => (
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
      )}
    />
  )
}
