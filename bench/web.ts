import { chromium } from '@playwright/test'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { ms, summarise } from './stats'

/**
 * The dashboard's figures, on the built app (`npm run bench:web` builds first):
 * 1. the JavaScript a visit to /screener loads before it can show results (entry, the screener route and every
 *    chunk they import statically), gzipped, against the 110 KB budget;
 * 2. opening a shared screener URL in a fresh headless Chromium (no cache) until the first result row is painted,
 *    five times, against the 400 ms budget for the median;
 * 3. the same two for a company report: its JavaScript (and whether recharts is in the screener's: it must not be),
 *    and the time from opening a report link to its first chart painted (median of 5);
 * 4. the market overview (`/`) and a sub-sector page (`/sectors/banks`): first data and first chart painted
 *    (median of 5 each), against the 300 ms and 450 ms budgets.
 */
interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  isEntry?: boolean
}

const CLIENT = 'dist/client'
const manifest = JSON.parse(readFileSync(path.join(CLIENT, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>

function staticClosure(keys: readonly string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue
    seen.add(key)
    staticClosure(manifest[key]?.imports ?? [], seen)
  }
  return seen
}

/** Gzipped JavaScript a visit to a route loads before it can show anything: the entry, the route, their static imports. */
function weighJavaScript(route: string, page: string, budget: string) {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true) ?? 'index.html'
  const chunks = staticClosure([entry, route])
  let js = 0
  let css = 0
  let recharts = false
  console.log(`JavaScript loaded to show ${page} (gzip):`)
  for (const key of chunks) {
    const chunk = manifest[key]
    if (chunk === undefined) continue
    const source = readFileSync(path.join(CLIENT, chunk.file))
    const size = gzipSync(source).length
    js += size
    // recharts' own class names survive minification: a chunk that carries them carries the library
    if (key.includes('recharts') || source.includes('recharts-wrapper')) recharts = true
    console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${chunk.file}`)
    for (const sheet of chunk.css ?? []) css += gzipSync(readFileSync(path.join(CLIENT, sheet))).length
  }
  console.log(`  ${(js / 1024).toFixed(1).padStart(6)} KB  total JavaScript${budget}`)
  console.log(`  ${(css / 1024).toFixed(1).padStart(6)} KB  CSS`)
  console.log(`  recharts ${recharts ? 'IS' : 'is not'} in it`)
}

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium'
}

/**
 * Runs in the page before any of its scripts: resolves `window.__painted` with the time (ms after navigation
 * start) of the frame that paints the first result row. Plain text, because the bundler that runs this file
 * rewrites functions in ways a browser page does not understand.
 */
const firstRowProbe = (table: string) => `
window.__painted = new Promise((resolve) => {
  const check = () => {
    const cell = document.querySelector('table[aria-label="${table}"] tbody tr:not(.skeleton-row) td')
    if (cell === null) return false
    requestAnimationFrame(() => resolve(performance.now()))
    return true
  }
  new MutationObserver((_, observer) => { if (check()) observer.disconnect() })
    .observe(document, { childList: true, subtree: true })
})`

/**
 * Runs in the page before any of its scripts: resolves `window.__painted` with the time of the frame that paints
 * the report's first chart (an SVG drawn by recharts with at least one path).
 */
const FIRST_CHART_PROBE = `
window.__painted = new Promise((resolve) => {
  const check = () => {
    const surface = document.querySelector('svg.recharts-surface path')
    if (surface === null) return false
    requestAnimationFrame(() => resolve(performance.now()))
    return true
  }
  new MutationObserver((_, observer) => { if (check()) observer.disconnect() })
    .observe(document, { childList: true, subtree: true })
})`

/**
 * Runs in the page before any of its scripts: `window.__data` resolves at the frame that paints the first figure
 * of a page (a stated fact or a table cell that is not a skeleton), `window.__chart` at its first chart's.
 */
const DATA_AND_CHART_PROBE = `
const paintOf = (selector) => new Promise((resolve) => {
  const check = () => {
    if (document.querySelector(selector) === null) return false
    requestAnimationFrame(() => resolve(performance.now()))
    return true
  }
  new MutationObserver((_, observer) => { if (check()) observer.disconnect() })
    .observe(document, { childList: true, subtree: true })
})
window.__data = paintOf('main dd, main table tbody tr:not(.skeleton-row) td')
window.__chart = paintOf('svg.recharts-surface path')`

/** Opens `url` five times (fresh profiles) and prints when its first figure and its first chart were painted. */
async function dataAndChartTimes(url: string) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  const data: number[] = []
  const chart: number[] = []
  try {
    for (let run = 0; run < 5; run++) {
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.addInitScript(DATA_AND_CHART_PROBE)
      await page.goto(url)
      data.push(await page.evaluate<number>('window.__data'))
      chart.push(await page.evaluate<number>('window.__chart'))
      console.log(`  run ${String(run + 1)}: first data ${ms(data.at(-1) ?? 0)}, first chart ${ms(chart.at(-1) ?? 0)}`)
      await context.close()
    }
  } finally {
    await browser.close()
  }
  console.log(`  median first data ${ms(summarise(data).median)} (budget 300 ms)`)
  console.log(`  median first chart ${ms(summarise(chart).median)} (budget 450 ms)`)
}

/** Opens `url` five times in a fresh profile (nothing cached) and prints when `probe` saw its element painted. */
async function paintTimes(url: string, probe: string, what: string, budget: string) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  const samples: number[] = []
  try {
    for (let run = 0; run < 5; run++) {
      const context = await browser.newContext() // a fresh profile: nothing cached, as for a link opened by a colleague
      const page = await context.newPage()
      await page.addInitScript(probe)
      await page.goto(url)
      const painted = await page.evaluate<number>('window.__painted')
      samples.push(painted)
      console.log(`  run ${String(run + 1)}: ${what} painted ${ms(painted)} after navigation start`)
      await context.close()
    }
  } finally {
    await browser.close()
  }
  console.log(`  median ${ms(summarise(samples).median)}${budget}`)
}

async function paintFigures() {
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-web-')),
      SECTORS_API_KEYS: 'bench',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    const base = await new Promise<string>((resolve) => {
      let output = ''
      server.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const match = /listening on (http:\/\/\S+)/.exec(output)
        if (match?.[1] !== undefined) resolve(match[1])
      })
    })
    console.log('\nOpening a shared screener URL in headless Chromium:')
    const shared = "/screener?where=sub_sector='banks'+and+pe_ttm%3C15&order_by=-market_cap"
    await paintTimes(`${base}${shared}`, firstRowProbe('Screener results'), 'first result row', ' (budget 400 ms)')

    // the largest company's report, as a colleague's link would open it
    const answer = await fetch(`${base}/api/v2/companies/?order_by=-market_cap&limit=1`)
    const top = (await answer.json()) as { results: { symbol: string }[] }
    const report = `/reports/${(top.results[0]?.symbol ?? '').replace(/\.JK$/, '')}`
    console.log(`\nOpening a report link (${report}) in headless Chromium:`)
    await paintTimes(`${base}${report}`, FIRST_CHART_PROBE, 'first chart', '')

    for (const page of ['/', '/sectors/banks']) {
      console.log(`\nOpening ${page} in headless Chromium:`)
      await dataAndChartTimes(`${base}${page}`)
    }

    // a watchlist kept in the browser (seeded into localStorage before the page's scripts) and a comparison
    const idx = (await (await fetch(`${base}/api/v2/companies/?order_by=-market_cap&limit=4`)).json()) as {
      results: { symbol: string }[]
    }
    const sgx = (await (await fetch(`${base}/api/v2/sgx/companies/?order_by=-market_cap&limit=2`)).json()) as {
      results: { symbol: string }[]
    }
    const companies = [
      ...idx.results.map((row) => ({ market: 'idx', symbol: row.symbol.replace(/\.JK$/, '') })),
      ...sgx.results.map((row) => ({ market: 'sgx', symbol: row.symbol })),
    ]
    const saved = JSON.stringify({ version: 2, watchlists: [{ id: 'bench', name: 'Bench', companies }], screens: [] })
    const seed = `localStorage.setItem('research.saved', ${JSON.stringify(saved)});`
    console.log(
      `\nOpening a watchlist of ${String(companies.length)} companies (/watchlists/bench) in headless Chromium:`,
    )
    await paintTimes(
      `${base}/watchlists/bench`,
      seed + firstRowProbe('Watchlist companies'),
      'first data row',
      ' (budget 300 ms)',
    )
    const compare = `/compare?symbols=${companies
      .slice(0, 2)
      .concat(companies.slice(4, 5))
      .map((c) => c.symbol)
      .join(',')}`
    console.log(`\nOpening a comparison (${compare}) in headless Chromium:`)
    await paintTimes(`${base}${compare}`, firstRowProbe('Key figures'), 'first data row', ' (budget 300 ms)')
    await paintTimes(`${base}${compare}`, FIRST_CHART_PROBE, 'first chart', ' (budget 450 ms)')
  } finally {
    server.kill('SIGTERM')
  }
}

weighJavaScript('src/app/routes/screener-route.tsx', '/screener', ' (budget 110 KB)')
console.log('')
weighJavaScript('src/app/routes/report-route.tsx', '/reports/:ticker', '')
await paintFigures()
