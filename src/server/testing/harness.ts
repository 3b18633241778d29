import type { Hono } from 'hono'
import { composeServer } from '../compose'
import { openDemoMarket, type OpenedMarket } from '../db/open'

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
 * The real app, in process, on an in-memory demo market (or on one built into `dataDir`, as a server with DATA_DIR
 * has it). Build one per test file (module level): generating the market takes about a second.
 */
export function createTestServer(options: { seed?: number; scale?: number; dataDir?: string } = {}): TestServer {
  const market = openDemoMarket({ seed: options.seed ?? 1, scale: options.scale ?? 1, dataDir: options.dataDir })
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
