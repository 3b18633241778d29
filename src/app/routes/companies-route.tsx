import { PlaceholderPage } from '../placeholder-page'

export { RouteError as ErrorBoundary } from '../route-error'

export function Component() {
  return (
    <PlaceholderPage title="Companies by sub-sector">
      <p>
        It will list the companies of a sub-sector or sub-industry, sorted by size, dividends or valuation. Meanwhile
        the screener filters by <code>sub_sector</code> and <code>sub_industry</code>.
      </p>
    </PlaceholderPage>
  )
}
