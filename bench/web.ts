import { chromium } from '@playwright/test'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startBuiltServer } from './built-server'
import { coldLoad, type LoadFigures, type WaterfallEntry } from './web-measure'
import { pageKinds, type PageKind } from './web-pages'
import { option, summarise } from './stats'

/**
 * The dashboard's first screen, on the built app (`npm run bench:web` builds first): for each page kind, opened as
 * a shared link in a fresh headless Chromium profile (nothing cached) `--runs` times (7), the medians of
 * - the time to its first data row / figure (lists, overviews) or first chart (reports), painted;
 * - the main-thread time spent until then;
 * - the gzipped JavaScript it received until then;
 * and the waterfall of one screener link. Targets: first row ≤ 300 ms, a report's first chart ≤ 450 ms.
 *
 * `--dist DIR` measures another build (a copy of an earlier `dist`), `--out FILE` writes the figures as JSON
 * (default `bench-web.json`), `--compare FILE` prints them beside an earlier run's, `--pages a,b` picks page kinds
 * by name. `--against DIR` measures a second build in the same session, its loads alternating with this build's,
 * so that a machine busy with other work weighs on both alike, and prints the two side by side (its figures are
 * written beside `--out`, as `*.against.json`). Servers listen on free ports of their own choosing (PORT=0).
 */
type Figures = Record<string, { first: number; mainThread: number; jsKB: number; primary: string }>

const dist = option('dist', 'dist')
const runs = Number(option('runs', '7'))
const out = option('out', 'bench-web.json')
const compareWith = option('compare', '')
const only = option('pages', '')
const against = option('against', '')

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium'
}

async function startServer(build: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'))
  const { server, listening } = startBuiltServer(build, { DATA_DIR: dataDir, SECTORS_API_KEYS: 'bench' })
  return { server, base: await listening }
}

async function topSymbols(base: string) {
  const ask = async (market: string) => {
    const answer = await fetch(`${base}/api/v2/${market}companies/?order_by=-market_cap&limit=4`)
    return ((await answer.json()) as { results: { symbol: string }[] }).results.map((row) =>
      row.symbol.replace(/\.JK$/, ''),
    )
  }
  return { idx: await ask(''), sgx: await ask('sgx/') }
}

function printWaterfall(rows: readonly WaterfallEntry[]) {
  console.log('  waterfall of the last load (ms after navigation start):')
  for (const row of rows)
    console.log(
      `    ${row.start.toFixed(0).padStart(5)} → ${row.end.toFixed(0).padStart(5)}  ${row.name.slice(0, 110)}`,
    )
}

/** Medians of each page kind's loads, for each server in `bases` (their loads alternate). */
async function measure(bases: readonly string[], kinds: readonly PageKind[]): Promise<Figures[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  const figures: Figures[] = bases.map(() => ({}))
  try {
    for (const kind of kinds) {
      console.log(`\n${kind.name} (${kind.path}):`)
      const samples: LoadFigures[][] = bases.map(() => [])
      const waterfalls: WaterfallEntry[][] = bases.map(() => [])
      for (let run = 0; run < runs; run++) {
        for (const [which, base] of bases.entries()) {
          const load = await coldLoad(browser, base, kind)
          samples[which]?.push(load.figures)
          waterfalls[which] = load.waterfall
          const { first, mainThread, jsKB, draw } = load.figures
          const label = bases.length > 1 ? ` ${which === 0 ? 'this build' : 'against'}` : ''
          const drawn = draw === undefined ? '' : `, drawing ${draw.toFixed(0)} ms`
          console.log(
            `  run ${String(run + 1)}${label}: first ${kind.primary} ${first.toFixed(0)} ms, main thread ${mainThread.toFixed(0)} ms, JS ${jsKB.toFixed(1)} KB gzip${drawn}`,
          )
        }
      }
      for (const [which, runsOf] of samples.entries()) {
        const median = (pick: (s: LoadFigures) => number) => summarise(runsOf.map(pick)).median
        const draws = runsOf.flatMap((s) => (s.draw === undefined ? [] : [s.draw]))
        if (draws.length > 0)
          console.log(`  median main-thread time drawing it: ${summarise(draws).median.toFixed(0)} ms`)
        const row = figures[which]
        if (row !== undefined)
          row[kind.name] = {
            first: median((s) => s.first),
            mainThread: median((s) => s.mainThread),
            jsKB: median((s) => s.jsKB),
            primary: kind.primary,
          }
      }
      if (kind.name === 'screener link') printWaterfall(waterfalls[0] ?? [])
    }
  } finally {
    await browser.close()
  }
  return figures
}

function printTable(now: Figures, before: Figures | undefined, beforeName: string) {
  const cell = (value: number | undefined, digits = 0) => (value === undefined ? '—' : value.toFixed(digits))
  const pair = (a: number | undefined, b: number, digits = 0) =>
    (before === undefined ? cell(b, digits) : `${cell(a, digits)} → ${cell(b, digits)}`).padStart(16)
  console.log(
    `\nMedians of ${String(runs)} cold loads${before === undefined ? '' : ` (before → now; before: ${beforeName})`}:`,
  )
  console.log(
    `  ${'page'.padEnd(20)}${'first data/chart ms'.padStart(20)}${'main thread ms'.padStart(16)}${'JS KB gzip'.padStart(16)}`,
  )
  for (const [name, row] of Object.entries(now)) {
    const old = before?.[name]
    const label = `${name} (${row.primary})`
    console.log(
      `  ${label.padEnd(28)}${pair(old?.first, row.first).padStart(12)}${pair(old?.mainThread, row.mainThread)}${pair(old?.jsKB, row.jsKB, 1)}`,
    )
  }
}

const servers = await Promise.all([dist, ...(against === '' ? [] : [against])].map(startServer))
try {
  const base = servers[0]?.base ?? ''
  const wanted = only === '' ? undefined : new Set(only.split(','))
  const kinds = pageKinds(await topSymbols(base)).filter((kind) => wanted?.has(kind.name) ?? true)
  const [figures = {}, other] = await measure(
    servers.map((server) => server.base),
    kinds,
  )
  writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`)
  if (other !== undefined)
    writeFileSync(out.replace(/(\.json)?$/, '.against.json'), `${JSON.stringify(other, null, 2)}\n`)
  const before = other ?? (compareWith === '' ? undefined : (JSON.parse(readFileSync(compareWith, 'utf8')) as Figures))
  printTable(figures, before, other === undefined ? compareWith : `${against}, loads alternating`)
  console.log(`\nfigures written to ${out}`)
} finally {
  for (const { server } of servers) server.kill('SIGTERM')
}
