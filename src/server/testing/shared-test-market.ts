import { openDemoMarket, type OpenedMarket } from '../db/open'

/** The market most tests read: the demo market a server starts with by default. */
export const SHARED_TEST_MARKET = { seed: 1, scale: 1 } as const

/** Where the global setup (shared-test-market-setup.ts) tells the test files it built that market. */
export const SHARED_TEST_MARKET_DIR = 'SHARED_TEST_MARKET_DIR'

/**
 * The shared test market, opened read-only from the files the global setup built, as a server with a DATA_DIR opens
 * it. Generating it takes seconds on a busy two-core machine and about a hundred test files read it, so it is built
 * once per run instead of once per file. Without the setup (a single file run by hand with another config, a bench
 * script) it is generated in memory, as before.
 */
export function openSharedTestMarket(): OpenedMarket {
  return openDemoMarket({ ...SHARED_TEST_MARKET, dataDir: process.env[SHARED_TEST_MARKET_DIR] })
}
