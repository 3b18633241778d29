import { useParams } from 'react-router'
import { AuctionDetailPage } from '../../features/auctions/components/auction-detail-page'

export { RouteError as ErrorBoundary } from '../route-error'

export function Component() {
  const { wiup_code: wiupCode = '' } = useParams()
  return <AuctionDetailPage key={wiupCode} wiupCode={wiupCode} />
}
