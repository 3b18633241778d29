import { PlaceholderPage } from '../placeholder-page'

export { RouteError as ErrorBoundary } from '../route-error'

export function Component() {
  return (
    <PlaceholderPage title="Mining licence auctions">
      <p>
        It will list Indonesia&apos;s WIUP and WIUPK auctions with their phases and bidders. The data is already served
        at <code>/api/v2/mining/license-auctions/</code>.
      </p>
    </PlaceholderPage>
  )
}
