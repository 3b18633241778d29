import type { Hono } from 'hono'
import { composeServer } from '../compose'
import { openDemoMarket, type OpenedMarket } from '../db/open'
import { openSharedTestMarket, SHARED_TEST_MARKET } from './shared-test-market'

export const TEST_KEY = 'test-key-4f1c2e'

export interface TestServer {
  app: Hono
  market: OpenedMarket
  /** every line the server logged, requests and errors */
  logs: string[]
  /** GET with the test key; the JSON body parsed */
  get: (path: string, headers?: Record<string, string>) => Promise<{ status: number; body: unknown }>
}

/**
 * The real app, in process, on the demo market: by default the shared test market (seed 1, scale 1, built once per
 * run); another seed or scale is generated in memory, or into `dataDir` as a server with DATA_DIR has it. Build one
 * per test file (module level).
 */
export function createTestServer(options: { seed?: number; scale?: number; dataDir?: string } = {}): TestServer {
  const { seed = SHARED_TEST_MARKET.seed, scale = SHARED_TEST_MARKET.scale, dataDir } = options
  const shared = seed === SHARED_TEST_MARKET.seed && scale === SHARED_TEST_MARKET.scale && dataDir === undefined
  const market = shared ? openSharedTestMarket() : openDemoMarket({ seed, scale, dataDir })
  const logs: string[] = []
  const app = composeServer({
    market,
    keys: [TEST_KEY],
    clientDir: null,
    log: (line) => logs.push(line),
    logError: (line) => logs.push(line),
  })
  return {
    app,
    market,
    logs,
    get: async (path, headers = { authorization: TEST_KEY }) => {
      const response = await app.request(path, { headers })
      return { status: response.status, body: await response.json() }
    },
  }
}
