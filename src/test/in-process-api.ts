import { composeServer } from '../server/compose'
import { openSharedTestMarket } from '../server/testing/shared-test-market'

/**
 * The real server, in this process, on the demo market (seed 1). Component tests send the dashboard's fetches here
 * instead of over a socket: the same handlers, the same data, nothing mocked.
 */
const market = openSharedTestMarket()
export const inProcessApp = composeServer({
  market,
  keys: ['component-tests'],
  clientDir: null,
  log: () => undefined,
  logError: (line) => {
    process.stderr.write(`${line}\n`)
  },
})
export const demoDb = market.db

/** A fetch that answers relative URLs (`/api/...`) from the in-process server. */
export const inProcessFetch: typeof fetch = async (input, init) => {
  const url = input instanceof Request ? input.url : String(input)
  const request = new Request(new URL(url, 'http://dashboard.test'), init)
  return inProcessApp.fetch(request)
}
