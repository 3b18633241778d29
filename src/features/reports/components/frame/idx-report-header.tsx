import { Link } from 'react-router'
import type { IdxReport } from '../../../../shared/api/idx-report'
import { slugify } from '../../../../shared/catalogue/slug'
import { ClassificationName } from '../../../../lib/i18n/classification-name'
import { useFormat } from '../../../../lib/i18n/use-format'
import { subSectorPath } from '../../../../lib/links'
import { Fact, PriceFact, RankNote } from './header-facts'
import { ReportHeader, type MarketHeaderProps } from './report-header'
import { useReportsText } from '../../text'

/** The IDX header: the classification linked to its companies and sub-sector pages, the price, market cap and rank. */
export function IdxReportHeader({ ticker, report, demoLabel }: MarketHeaderProps<IdxReport>) {
  const t = useReportsText()
  const { formatMoney } = useFormat()
  return (
    <ReportHeader
      market="idx"
      ticker={ticker}
      name={report?.company_name ?? ticker}
      symbolNote={report?.symbol ?? `${ticker}.JK`}
      demoLabel={demoLabel}
      overview={report?.overview}
      classification={(overview) => (
        <>
          <ClassificationName level="sector" of={overview.sector} /> ›{' '}
          <Link to={`/companies?sub_sector=${slugify(overview.sub_sector)}`}>
            <ClassificationName level="sub_sector" of={overview.sub_sector} />
          </Link>{' '}
          (<Link to={subSectorPath(slugify(overview.sub_sector))}>{t('header.subSectorOverview')}</Link>) ›{' '}
          <ClassificationName level="industry" of={overview.industry} /> ›{' '}
          <Link to={`/companies?sub_industry=${slugify(overview.sub_industry)}`}>
            <ClassificationName level="sub_industry" of={overview.sub_industry} />
          </Link>
        </>
      )}
      facts={(overview) => (
        <>
          <PriceFact
            currency="IDR"
            close={overview.last_close_price}
            change={overview.daily_close_change}
            date={overview.latest_close_date}
          />
          <Fact label={t('fact.marketCap')}>
            {overview.market_cap === null ? null : formatMoney(overview.market_cap, 'IDR')}
            <RankNote rank={overview.market_cap_rank} text={(rank) => t('header.rankOnIdx', { rank })} />
          </Fact>
        </>
      )}
    />
  )
}
