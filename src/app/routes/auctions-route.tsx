import { AuctionsPage } from '../../features/auctions/components/auctions-page'

export { RouteError as ErrorBoundary } from '../route-error'

export function Component() {
  return <AuctionsPage />
}
