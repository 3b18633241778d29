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
 *    five times, against the 400 ms budget for the median.
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

function weighJavaScript() {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true) ?? 'index.html'
  const route = 'src/app/routes/screener-route.tsx'
  const chunks = staticClosure([entry, route])
  let js = 0
  let css = 0
  console.log('JavaScript loaded to show /screener (gzip):')
  for (const key of chunks) {
    const chunk = manifest[key]
    if (chunk === undefined) continue
    const size = gzipSync(readFileSync(path.join(CLIENT, chunk.file))).length
    js += size
    console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${chunk.file}`)
    for (const sheet of chunk.css ?? []) css += gzipSync(readFileSync(path.join(CLIENT, sheet))).length
  }
  console.log(`  ${(js / 1024).toFixed(1).padStart(6)} KB  total JavaScript (budget 110 KB)`)
  console.log(`  ${(css / 1024).toFixed(1).padStart(6)} KB  CSS`)
}

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium'
}

/**
 * Runs in the page before any of its scripts: resolves `window.__firstRow` with the time (ms after navigation
 * start) of the frame that paints the first result row. Plain text, because the bundler that runs this file
 * rewrites functions in ways a browser page does not understand.
 */
const FIRST_ROW_PROBE = `
window.__firstRow = new Promise((resolve) => {
  const check = () => {
    const cell = document.querySelector('table[aria-label="Screener results"] tbody tr:not(.skeleton-row) td')
    if (cell === null) return false
    requestAnimationFrame(() => resolve(performance.now()))
    return true
  }
  new MutationObserver((_, observer) => { if (check()) observer.disconnect() })
    .observe(document, { childList: true, subtree: true })
})`

async function firstRow() {
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-web-')),
      SECTORS_API_KEYS: 'bench',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const base = await new Promise<string>((resolve) => {
    let output = ''
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match?.[1] !== undefined) resolve(match[1])
    })
  })
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  const shared = "/screener?where=sub_sector='banks'+and+pe_ttm%3C15&order_by=-market_cap"
  const samples: number[] = []
  try {
    for (let run = 0; run < 5; run++) {
      const context = await browser.newContext() // a fresh profile: nothing cached, as for a link opened by a colleague
      const page = await context.newPage()
      await page.addInitScript(FIRST_ROW_PROBE)
      await page.goto(`${base}${shared}`)
      const painted = await page.evaluate<number>('window.__firstRow')
      samples.push(painted)
      console.log(`  run ${String(run + 1)}: first result row painted ${ms(painted)} after navigation start`)
      await context.close()
    }
  } finally {
    await browser.close()
    server.kill('SIGTERM')
  }
  console.log(`  median ${ms(summarise(samples).median)} (budget 400 ms)`)
}

weighJavaScript()
console.log('\nOpening a shared screener URL in headless Chromium:')
await firstRow()
