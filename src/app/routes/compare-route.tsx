import { ComparePage } from '../../features/compare/components/compare-page'

export { RouteError as ErrorBoundary } from '../route-error'

export function Component() {
  return <ComparePage />
}
