import type { Hono } from 'hono'
import { composeServer } from '../compose'
import { openDemoMarket, type OpenedMarket } from '../db/open'
import type { ServingOptions } from '../http/serving'
import { openSharedTestMarket, SHARED_TEST_MARKET } from './shared-test-market'

export const TEST_KEY = 'test-key-4f1c2e'

export interface TestServer {
  app: Hono
  market: OpenedMarket
  /** every line the server logged, requests and errors */
  logs: string[]
  /** the lines it logged as errors (a fault, never a client's 4xx) */
  errors: string[]
  /** GET with the test key; the JSON body parsed */
  get: (path: string, headers?: Record<string, string>) => Promise<{ status: number; body: unknown }>
}

export interface TestServerOptions {
  seed?: number
  scale?: number
  dataDir?: string
  /** a market another test server has open: a server of its own (own statements, own budget) on the same data */
  market?: OpenedMarket
  /** how the app serves (rate limit, query budget, …); the defaults of a real server when absent */
  serving?: ServingOptions
}

function openMarket({ seed = SHARED_TEST_MARKET.seed, scale = SHARED_TEST_MARKET.scale, dataDir }: TestServerOptions) {
  const shared = seed === SHARED_TEST_MARKET.seed && scale === SHARED_TEST_MARKET.scale && dataDir === undefined
  return shared ? openSharedTestMarket() : openDemoMarket({ seed, scale, dataDir })
}

/**
 * The real app, in process, on the demo market: by default the shared test market (seed 1, scale 1, built once per
 * run); another seed or scale is generated in memory, or into `dataDir` as a server with DATA_DIR has it. Build one
 * per test file (module level), or more on its `market` when a test needs servers of their own.
 */
export function createTestServer(options: TestServerOptions = {}): TestServer {
  const market = options.market ?? openMarket(options)
  const logs: string[] = []
  const errors: string[] = []
  const app = composeServer({
    market,
    keys: [TEST_KEY],
    clientDir: null,
    log: (line) => logs.push(line),
    logError: (line) => {
      logs.push(line)
      errors.push(line)
    },
    serving: options.serving,
  })
  return {
    app,
    market,
    logs,
    errors,
    get: async (path, headers = { authorization: TEST_KEY }) => {
      const response = await app.request(path, { headers })
      return { status: response.status, body: await response.json() }
    },
  }
}
