import { WatchlistsPage } from '../../features/watchlists/components/watchlists-page'

export { RouteError as ErrorBoundary } from '../route-error'

export function Component() {
  return <WatchlistsPage />
}
