import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDemoMarket } from '../db/open'
import { SHARED_TEST_MARKET, SHARED_TEST_MARKET_DIR } from './shared-test-market'

/**
 * Vitest's global setup: builds the shared test market into a fresh directory before any test file runs (the test
 * processes inherit the variable that names it) and removes it after the run. A variable already set (by another
 * project's setup, or by hand to reuse a market across runs) is used as it is.
 */
export function setup(): () => void {
  // each Vitest project runs its global setup; the first one builds for all
  if (process.env[SHARED_TEST_MARKET_DIR] !== undefined) return () => undefined
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shared-test-market-'))
  openDemoMarket({ ...SHARED_TEST_MARKET, dataDir }).db.close()
  process.env[SHARED_TEST_MARKET_DIR] = dataDir
  return () => {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
