import { ScreenerPage } from '../../features/screener/components/screener-page'

export { RouteError as ErrorBoundary } from '../route-error'

export function Component() {
  return <ScreenerPage />
}
