import { CompaniesPage } from '../../features/companies/components/companies-page'

export { RouteError as ErrorBoundary } from '../route-error'
export { companiesLoader as createLoader } from '../../features/companies/companies-loader'

export function Component() {
  return <CompaniesPage />
}
