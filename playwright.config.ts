import { chromium, defineConfig, devices } from '@playwright/test'
import { existsSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './src/server/testing/free-port'

/**
 * End-to-end tests drive a real Chromium against the real built server on the demo data. Chromium: CHROMIUM_PATH,
 * else Playwright's own browser (`npx playwright install chromium` on a laptop), else Debian's /usr/bin/chromium.
 */
function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium'
}

/**
 * Each server listens on a port the kernel chooses, unless E2E_PORT, E2E_UPSTREAM_PORT or E2E_GATEWAY_PORT names one.
 * The choice is written back to the environment: Playwright loads this file again in each worker process, which
 * inherits the runner's environment and so reads the same ports.
 */
async function portFromEnvironment(name: string): Promise<number> {
  const chosen = process.env[name] ?? String(await freePort())
  process.env[name] = chosen
  return Number(chosen)
}

const port = await portFromEnvironment('E2E_PORT')
export const E2E_API_KEY = 'e2e-test-key'

/**
 * The second project runs the suite in live mode (all but MARKUP_ONLY, below): our server with SECTORS_API_KEY set,
 * answering through its gateway from an upstream that is a second instance of our own server in demo mode (it speaks
 * the real API), so every journey is proven in both modes. `npx playwright test --project=chromium` runs the demo
 * mode alone.
 */
const upstreamPort = await portFromEnvironment('E2E_UPSTREAM_PORT')
const gatewayPort = await portFromEnvironment('E2E_GATEWAY_PORT')
const UPSTREAM_KEY = 'e2e-upstream-key-6f0c91'
const freshDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'market-research-e2e-'))
/**
 * The demo server's directory, fresh per run: it generates its demo database there, never reusing an older one. The
 * upstream reads the same market from it (read-only) instead of generating it a second time: the web servers start
 * one after another, so it finds the files the first one built.
 */
const demoDataDir = freshDataDir()

/**
 * Specs about the markup alone (axe, figures cut by their boxes, English on an Indonesian page), and the tests tagged
 * `MARKUP` in the journeys' specs (e2e/fixtures.ts): a page's markup is the same whichever source its data came from,
 * so they run in demo mode only; so do the tests tagged `KEPT_RENDERING`, whose premise is a complete rendering the
 * demo server keeps. Every journey, and what live mode shows of its own (the source badge, stale and rate-limited
 * states), runs in both.
 */
const MARKUP_ONLY = [
  /accessibility\.spec\.ts$/,
  /report-accessibility\.spec\.ts$/,
  /figures-visible\.spec\.ts$/,
  /language-coverage\.spec\.ts$/,
]

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // more workers than cores: a test mostly waits (for the browser, the servers), and `npm test` runs Vitest beside
  // this on the same cores (scripts/run-parallel.mjs)
  workers: 4,
  reporter: [['list']],
  // axe reads every node of a page: tens of seconds on a busy two-core machine
  timeout: 90_000,
  // generous: a page's first data on a busy two-core CI machine (both projects' servers, two browsers) can take seconds
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // a trace would record every action of every test (DOM snapshots, a screencast) to keep the failing ones, which
    // on two cores costs the whole suite time (docs/development.md). A failure keeps its screenshot and the page's
    // aria snapshot (error-context.md); to trace one, `npx playwright test <spec> --trace retain-on-failure`
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      // Without these, Chromium phones home at start-up; on a closed network that only produces noise and delay.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] } },
    {
      name: 'gateway',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${gatewayPort}` },
      testIgnore: MARKUP_ONLY,
      grepInvert: /@markup|@kept-rendering/,
    },
  ],
  webServer: [
    {
      command: 'node dist/server/main.js',
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: demoDataDir,
        SECTORS_API_KEYS: E2E_API_KEY,
      },
    },
    // the live project's upstream (started before the gateway, which checks its key at start): it stands in for the
    // Sectors API, so one process answers (how many workers our server runs is not what live mode tests)
    {
      command: 'node dist/server/main.js',
      url: `http://127.0.0.1:${upstreamPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(upstreamPort),
        HOST: '127.0.0.1',
        DATA_DIR: demoDataDir,
        SECTORS_API_KEYS: UPSTREAM_KEY,
        WORKERS: '1',
      },
    },
    {
      command: 'node dist/server/main.js',
      url: `http://127.0.0.1:${gatewayPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(gatewayPort),
        HOST: '127.0.0.1',
        DATA_DIR: freshDataDir(),
        // its own demo market answers nothing in live mode: the smallest will do
        DEMO_SCALE: '0.05',
        SECTORS_API_KEYS: E2E_API_KEY,
        SECTORS_API_KEY: UPSTREAM_KEY,
        SECTORS_API_URL: `http://127.0.0.1:${upstreamPort}`,
        // the suite runs its workers from one address
        API_RATE_LIMIT: '100000',
      },
    },
  ],
})
