import { useQuery } from '@tanstack/react-query'
import { useFormat } from '../../../../lib/i18n/use-format'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { MULTIPLE_LABELS, valuationView } from '../../api/valuation-selects'
import { MultipleChart } from './multiple-chart'
import { SectionQuery } from '../frame/section-query'
import { Fact } from '../frame/header-facts'
import { reported } from '../../../../components/not-reported'
import { useReportsText } from '../../text'

const BANK_SUB_SECTOR = 'Banks'

/** Forward P/E, the price against the intrinsic value, and P/E, P/B, P/S against the peers' averages by year. */
export function IdxValuationSection({ ticker }: { ticker: string }) {
  // the header's overview tells whether the company is a bank (P/B first); it is already cached
  const overview = useQuery(reportQueries.idx(ticker, ['overview']))
  const bank = overview.data?.overview?.sub_sector === BANK_SUB_SECTOR
  const t = useReportsText()
  const { formatDate, formatMoney, formatPercent, formatRatio } = useFormat()
  return (
    <SectionQuery view={reportQueries.idxView(ticker, 'valuation')} select={(report) => valuationView(report, bank)}>
      {(view) => {
        return (
          <>
            <div className="panel report-facts">
              <Fact
                label={
                  view.priceDate === null
                    ? t('fact.lastClose')
                    : t('fact.lastCloseOn', { date: formatDate(view.priceDate) })
                }
              >
                {view.price === null ? null : formatMoney(view.price, 'IDR')}
              </Fact>
              <Fact label={t('valuation.forwardPe')}>
                {view.forwardPe === null ? null : formatRatio(view.forwardPe)}
              </Fact>
              <Fact label={t('valuation.intrinsicValue')}>
                {view.intrinsicValue === null ? null : formatMoney(view.intrinsicValue, 'IDR')}
              </Fact>
              <Fact label={t('valuation.priceAgainstIntrinsic')}>
                {reported(view.premium, (premium) =>
                  t(premium >= 0 ? 'valuation.premium' : 'valuation.discount', {
                    percent: formatPercent(Math.abs(premium)),
                  }),
                )}
              </Fact>
            </div>
            <div className="report-grid">
              {view.order.map((key) => (
                <MultipleChart key={key} name={MULTIPLE_LABELS[key]} rows={view.multiples[key]} />
              ))}
            </div>
          </>
        )
      }}
    </SectionQuery>
  )
}
