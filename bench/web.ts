import { chromium } from '@playwright/test'
import { readFileSync, writeFileSync } from 'node:fs'
import { coldLoad, MOMENTS, type LoadFigures, type Moment, type WaterfallEntry } from './web-measure'
import { pageKinds, type PageKind } from './web-pages'
import { option, summarise } from './stats'
import { chromiumPath, startServer, topSymbols } from './web-server'

/**
 * A shared link's load, on the built app (`npm run bench:web` builds first): for each page kind, opened as a shared
 * link in a fresh headless Chromium profile (nothing cached) `--runs` times (7), the medians of
 * - first data visible: its first data row / figure painted (server-rendered pages: with the document);
 * - first data live: painted outside any inert or aria-hidden region and owned by React (hydrated: it reacts);
 * - first chart painted;
 * - the main-thread time spent before each;
 * - the gzipped JavaScript it received;
 * and the waterfalls of a screener link and a report link. Targets (issue 44): first data visible ≤ 150 ms, live
 * ≤ 500 ms, a report's first chart ≤ 600 ms.
 *
 * `--dist DIR` measures another build (a copy of an earlier `dist`), `--out FILE` writes the figures as JSON
 * (default `bench-web.json`), `--compare FILE` prints them beside an earlier run's, `--pages a,b` picks page kinds
 * by name. `--against DIR` measures a second build in the same session, its loads alternating with this build's,
 * so that a machine busy with other work weighs on both alike, and prints the two side by side (its figures are
 * written beside `--out`, as `*.against.json`). Servers listen on free ports of their own choosing (PORT=0).
 */
/** Per page kind: the medians of each moment's time and of the main-thread time before it, and of the JS. */
type Figures = Record<
  string,
  { at: Partial<Record<Moment, number>>; mainThread: Partial<Record<Moment, number>>; jsKB: number; primary: string }
>

const dist = option('dist', 'dist')
const runs = Number(option('runs', '7'))
const out = option('out', 'bench-web.json')
const compareWith = option('compare', '')
const only = option('pages', '')
const against = option('against', '')

/** The page kinds whose last load's waterfall is printed. */
const WATERFALLS = new Set(['screener link', 'report financials'])

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
          const { at, mainThread, jsKB } = load.figures
          const label = bases.length > 1 ? ` ${which === 0 ? 'this build' : 'against'}` : ''
          const moments = MOMENTS.map((moment) => {
            const time = at[moment]
            return time === undefined
              ? ''
              : `${moment} ${time.toFixed(0)} ms (main thread ${(mainThread[moment] ?? Number.NaN).toFixed(0)} ms), `
          }).join('')
          const drawn = load.figures.draw === undefined ? '' : `, drawing ${load.figures.draw.toFixed(0)} ms`
          console.log(`  run ${String(run + 1)}${label}: ${moments}JS ${jsKB.toFixed(1)} KB gzip${drawn}`)
        }
      }
      for (const [which, runsOf] of samples.entries()) {
        const draws = runsOf.flatMap((s) => (s.draw === undefined ? [] : [s.draw]))
        if (draws.length > 0)
          console.log(`  median main-thread time drawing it: ${summarise(draws).median.toFixed(0)} ms`)
        const median = (pick: (s: LoadFigures) => number | undefined) => {
          const values = runsOf.map(pick).filter((value) => value !== undefined)
          return values.length === 0 ? undefined : summarise(values).median
        }
        const row = figures[which]
        const perMoment = (pick: (s: LoadFigures, moment: Moment) => number | undefined) =>
          Object.fromEntries(
            MOMENTS.flatMap((moment) => {
              const value = median((s) => pick(s, moment))
              return value === undefined ? [] : [[moment, value]]
            }),
          )
        if (row !== undefined)
          row[kind.name] = {
            at: perMoment((s, moment) => s.at[moment]),
            mainThread: perMoment((s, moment) => s.mainThread[moment]),
            jsKB: median((s) => s.jsKB) ?? Number.NaN,
            primary: kind.primary,
          }
      }
      if (WATERFALLS.has(kind.name)) printWaterfall(waterfalls[0] ?? [])
    }
  } finally {
    await browser.close()
  }
  return figures
}

function printTable(now: Figures, before: Figures | undefined, beforeName: string) {
  const cell = (value: number | undefined, digits = 0) => (value === undefined ? '—' : value.toFixed(digits))
  const pair = (a: number | undefined, b: number | undefined, digits = 0) =>
    (before === undefined ? cell(b, digits) : `${cell(a, digits)} → ${cell(b, digits)}`).padStart(15)
  console.log(
    `\nMedians of ${String(runs)} cold loads${before === undefined ? '' : ` (before → now; before: ${beforeName})`}:`,
  )
  const heads = MOMENTS.flatMap((moment) => [`${moment} ms`, `main@${moment} ms`])
  console.log(`  ${'page'.padEnd(26)}${[...heads, 'JS KB gzip'].map((head) => head.padStart(15)).join('')}`)
  for (const [name, row] of Object.entries(now)) {
    const old = before?.[name]
    const cells = MOMENTS.flatMap((moment) => [
      pair(old?.at[moment], row.at[moment]),
      pair(old?.mainThread[moment], row.mainThread[moment]),
    ])
    console.log(`  ${name.padEnd(26)}${[...cells, pair(old?.jsKB, row.jsKB, 1)].join('')}`)
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
