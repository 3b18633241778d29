import { MapPage } from '../../features/map/components/map-page'

export { RouteError as ErrorBoundary } from '../route-error'

/** `/map`: the market map of IDX or SGX. */
export function Component() {
  return <MapPage />
}
