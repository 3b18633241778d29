import { ClassificationName } from '../../../../lib/i18n/classification-name'
import { useFormat } from '../../../../lib/i18n/use-format'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { Chips, readableTag } from './chips'
import { PriceChanges } from './price-changes'
import { PriceChart } from './price-chart'
import { PriceExtremes } from './price-extremes'
import { SectionQuery } from '../frame/section-query'
import { reported } from '../../../../components/not-reported'
import { useReportsText } from '../../text'

/** The SGX overview: price chart, size and classification, price changes and extremes. */
export function SgxOverviewSection({ ticker }: { ticker: string }) {
  const t = useReportsText()
  const { formatCount, formatMoney } = useFormat()
  return (
    <SectionQuery view={reportQueries.sgxView(ticker, 'overview')} select={(report) => report.overview}>
      {(overview) => (
        <>
          <PriceChart market="sgx" ticker={ticker} end={null} />
          <div className="report-grid">
            <div className="panel">
              <h3>{t('overview.company')}</h3>
              <dl className="facts">
                <dt>{t('overview.sector')}</dt>
                <dd>
                  <ClassificationName level="sector" of={overview.sector} />
                </dd>
                <dt>{t('overview.subSector')}</dt>
                <dd>
                  <ClassificationName level="sub_sector" of={overview.sub_sector} />
                </dd>
                <dt>{t('fact.marketCap')}</dt>
                <dd>{reported(overview.market_cap, (value) => formatMoney(value, 'SGD'))}</dd>
                <dt>{t('fact.volume')}</dt>
                <dd>{reported(overview.volume, (value) => t('shares', { shares: formatCount(value) }))}</dd>
                <dt>{t('overview.employees')}</dt>
                <dd>{reported(overview.employee_num, formatCount)}</dd>
                <dt>{t('overview.tags')}</dt>
                <dd>
                  <Chips label={t('overview.tags')} items={overview.tags?.map(readableTag) ?? null} />
                </dd>
              </dl>
            </div>
            <PriceChanges overview={overview} />
          </div>
          <PriceExtremes extremes={overview.all_time_price} currency="SGD" />
        </>
      )}
    </SectionQuery>
  )
}
