import { MarketPage } from '../../features/market/components/market-page'

export { RouteError as ErrorBoundary } from '../route-error'

export function Component() {
  return <MarketPage />
}
