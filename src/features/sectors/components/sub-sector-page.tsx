import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useClassificationName } from '../../../lib/i18n/classification-name'
import { lazyChart } from '../../../components/lazy-chart'
import { PanelState } from '../../../components/panel-state'
import { isApiError } from '../../../lib/api-error'
import { useDocumentTitle } from '../../../lib/document-title'
import { sectorQueries } from '../api/sector-queries'
import { growthYears, quarterlyMarketCap } from '../sub-sector-figures'
import { SectorCompanies } from './sector-companies'
import { SectorStatistics } from './sector-statistics'
import { UnknownSubSector } from './unknown-sub-sector'
import { useSectorsText } from '../text'
import './sectors.css'

const MarketCapChart = lazyChart(async () => (await import('./market-cap-chart')).MarketCapChart)
const ValuationPanel = lazyChart(async () => (await import('./valuation-panel')).ValuationPanel)
const GrowthChart = lazyChart(async () => (await import('./growth-chart')).GrowthChart)

/**
 * `/sectors/{sub_sector}`: one IDX sub-sector from its report: its statistics, market cap over time, valuation and
 * its spread, growth, and its leading companies. A link to a sub-sector the service does not have says so.
 */
export function SubSectorPage({ slug }: { slug: string }) {
  const report = useQuery(sectorQueries.report(slug))
  const classificationName = useClassificationName()
  const unknown = isApiError(report.error) && report.error.status === 404
  const name = classificationName('sub_sector', report.data?.sub_sector ?? slug)
  const t = useSectorsText()
  useDocumentTitle(unknown ? t('page.unknownDocumentTitle') : t('page.documentTitle', { name }))
  if (unknown) return <UnknownSubSector slug={slug} />

  return (
    <div className="sector">
      <nav aria-label={t('page.breadcrumb')} className="sector__breadcrumb">
        <Link to="/">{t('page.market')}</Link> ›{' '}
        {report.data === undefined ? t('page.subSector') : classificationName('sector', report.data.sector)}
      </nav>
      <h1>{name}</h1>
      <p>
        <Link to={`/companies?sub_sector=${encodeURIComponent(slug)}`}>{t('page.rankCompanies')}</Link>
      </p>
      <PanelState title={t('page.report')} query={report}>
        {(data) => (
          <div className="sector__panels">
            <SectorStatistics report={data} />
            <MarketCapChart rows={quarterlyMarketCap(data)} />
            <ValuationPanel report={data} slug={slug} />
            <GrowthChart rows={growthYears(data)} />
            <SectorCompanies report={data} slug={slug} />
          </div>
        )}
      </PanelState>
    </div>
  )
}
