import { WatchlistPage } from '../../features/watchlists/components/watchlist-page'

export { RouteError as ErrorBoundary } from '../route-error'

export function Component() {
  return <WatchlistPage />
}
