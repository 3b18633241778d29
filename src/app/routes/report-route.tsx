import { useLocation, useParams } from 'react-router'
import { ReportSummary } from '../../features/reports/components/report-summary'

export { RouteError as ErrorBoundary } from '../route-error'

export function Component() {
  const { ticker = '' } = useParams()
  const market = useLocation().pathname.startsWith('/reports/sgx/') ? 'sgx' : 'idx'
  return <ReportSummary key={`${market}:${ticker}`} market={market} ticker={ticker.toUpperCase()} />
}
