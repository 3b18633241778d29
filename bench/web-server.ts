import { chromium } from '@playwright/test'
import { existsSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startBuiltServer } from './built-server'

/** The Chromium bench:web drives: CHROMIUM_PATH, else Playwright's, else the system's. */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium'
}

/** A build's server on the demo market, in a data directory of its own. */
export async function startServer(build: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'))
  const { server, listening } = startBuiltServer(build, { DATA_DIR: dataDir, SECTORS_API_KEYS: 'bench' })
  return { server, base: await listening }
}

/** The largest companies of each market, as the page kinds' links name them. */
export async function topSymbols(base: string) {
  const ask = async (market: string) => {
    const answer = await fetch(`${base}/api/v2/${market}companies/?order_by=-market_cap&limit=4`)
    return ((await answer.json()) as { results: { symbol: string }[] }).results.map((row) =>
      row.symbol.replace(/\.JK$/, ''),
    )
  }
  return { idx: await ask(''), sgx: await ask('sgx/') }
}
