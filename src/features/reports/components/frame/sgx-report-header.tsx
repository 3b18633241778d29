import type { SgxReport } from '../../../../shared/api/sgx-report'
import { ClassificationName } from '../../../../lib/i18n/classification-name'
import { useFormat } from '../../../../lib/i18n/use-format'
import { useReportsText } from '../../text'
import { Fact, PriceFact } from './header-facts'
import { ReportHeader, type MarketHeaderProps } from './report-header'

/** The SGX header: sector › sub-sector, amounts in SGD, the last close, market cap and volume. */
export function SgxReportHeader({ ticker, report, demoLabel }: MarketHeaderProps<SgxReport>) {
  const t = useReportsText()
  const { formatCount, formatMoney } = useFormat()
  return (
    <ReportHeader
      market="sgx"
      ticker={ticker}
      name={report?.name ?? ticker}
      symbolNote={`${report?.symbol ?? ticker}, SGX`}
      demoLabel={demoLabel}
      overview={report?.overview}
      classification={(overview) => (
        <>
          <ClassificationName level="sector" of={overview.sector} /> ›{' '}
          <ClassificationName level="sub_sector" of={overview.sub_sector} />{' '}
          <span className="muted">· {t('header.amountsIn', { currency: 'SGD' })}</span>
        </>
      )}
      facts={(overview) => (
        <>
          <PriceFact currency="SGD" close={overview.last_close_price} change={overview.change_1d} date={null} />
          <Fact label={t('fact.marketCap')}>
            {overview.market_cap === null ? null : formatMoney(overview.market_cap, 'SGD')}
          </Fact>
          <Fact label={t('fact.volume')}>
            {overview.volume === null ? null : t('shares', { shares: formatCount(overview.volume) })}
          </Fact>
        </>
      )}
    />
  )
}
