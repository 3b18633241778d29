import { useQuery } from '@tanstack/react-query'
import { useLocation, useParams } from 'react-router'
import { ReportPage } from '../../features/reports/components/frame/report-page'
import { healthQuery } from '../health'
import { TickerSearch } from '../ticker-search/ticker-search'

export { RouteError as ErrorBoundary } from '../route-error'

/** `/reports/:ticker/:section?` and `/reports/sgx/:ticker/:section?`: one page per company, one URL per section. */
export function Component() {
  const { ticker = '', section } = useParams()
  const market = useLocation().pathname.startsWith('/reports/sgx/') ? 'sgx' : 'idx'
  const { data: health } = useQuery(healthQuery)
  const demoLabel = health?.mode === 'demo' ? health.demo.label : null
  return (
    <ReportPage
      key={`${market}:${ticker}`}
      market={market}
      ticker={ticker}
      section={section}
      demoLabel={demoLabel}
      tickerSearch={<TickerSearch />}
    />
  )
}
