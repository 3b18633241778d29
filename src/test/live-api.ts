import { composeServer } from '../server/compose'
import { openDemoMarket } from '../server/db/open'
import { createGateway } from '../server/gateway'

/**
 * Our server in live mode, in this process, in front of a real upstream over HTTP (`upstreamUrl`, such as a
 * scripted faulty upstream): component tests send the dashboard's `/api` fetches here, and the gateway calls the
 * upstream with `realFetch`, over a socket.
 */
export function liveApiFetch(
  upstreamUrl: string,
  upstreamKey: string,
  realFetch: typeof fetch,
  now: () => number = Date.now,
): typeof fetch {
  const gateway = createGateway({
    now,
    baseUrl: upstreamUrl,
    key: upstreamKey,
    timeoutMs: 2_000,
    dailyCredits: null,
    cacheBytes: 1024 * 1024,
  })
  const app = composeServer({
    market: openDemoMarket({ seed: 1, scale: 0.05 }),
    keys: ['component-tests'],
    clientDir: null,
    log: () => undefined,
    logError: (line) => {
      process.stderr.write(`${line}\n`)
    },
    live: { gateway, apiRatePerMinute: 600 },
  })
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url.startsWith('http://127.0.0.1')) return realFetch(input, init)
    return app.fetch(new Request(new URL(url, 'http://localhost'), init))
  }
}

export { json, startFaultyUpstream, type FaultyUpstream } from '../server/gateway/testing/faulty-upstream'
