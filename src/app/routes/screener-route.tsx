import { ScreenerPage } from '../../features/screener/components/screener-page'

export { RouteError as ErrorBoundary } from '../route-error'
export { screenerLoader as createLoader } from '../../features/screener/screener-loader'

export function Component() {
  return <ScreenerPage />
}
