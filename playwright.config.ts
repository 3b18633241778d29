import { chromium, defineConfig, devices } from '@playwright/test'
import { existsSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * End-to-end tests drive a real Chromium against the real built server on the demo data. Chromium: CHROMIUM_PATH,
 * else Playwright's own browser (`npx playwright install chromium` on a laptop), else Debian's /usr/bin/chromium.
 */
function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium'
}

const port = Number(process.env.E2E_PORT ?? 18_080)
export const E2E_API_KEY = 'e2e-test-key'

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      // Without these, Chromium phones home at start-up; on a closed network that only produces noise and delay.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // a fresh directory per run: the server generates its demo database there, never reusing an older one
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'market-research-e2e-')),
      SECTORS_API_KEYS: E2E_API_KEY,
    },
  },
})
