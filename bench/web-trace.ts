import { chromium, type Page } from '@playwright/test'
import { pageKinds } from './web-pages'
import { paintProbe } from './web-pages'
import { option } from './stats'
import { chromiumPath, startServer, topSymbols } from './web-server'

/**
 * One cold load of a page kind (`--page`, default "report overview") under a Chromium performance trace, printed as
 * a waterfall in ms after navigation start: the document and every file it loads (resource timing), the first paint
 * and first contentful paint (the trace), the page's data visible, data live and first chart (bench:web's probe),
 * and every main-thread task of 30 ms or more with the script evaluations in it. It says whether a long task (50 ms
 * or more) ran before the first paint. `--dist DIR` traces another build; `npm run build` first.
 */

interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { url?: string; documentLoaderURL?: string; isLoadingMainFrame?: boolean } }
}

const CATEGORIES = ['devtools.timeline', 'loading', 'blink.user_timing', 'toplevel', 'v8.execute', 'v8']
const LONG_TASK_MS = 50
const SHOWN_TASK_MS = 30
/** a main-thread task's name in the trace (newer Chromium names it by its scheduler) */
const MAIN_TASKS = ['RunTask', 'ThreadControllerImpl::RunTask']

const RESOURCES = `(() => {
  const nav = performance.getEntriesByType('navigation')[0]
  const rows = [{ name: 'document', start: nav.requestStart, end: nav.responseEnd }]
  for (const entry of performance.getEntriesByType('resource'))
    rows.push({ name: entry.name.replace(location.origin, ''), start: entry.startTime, end: entry.responseEnd })
  return rows
})()`

interface Row {
  start: number
  end?: number
  what: string
}

async function moments(page: Page): Promise<Row[]> {
  const at = await page.evaluate<Record<string, number | undefined>>(
    `(async () => ({ data: await window.__data, live: await window.__live,
      chart: await Promise.race([window.__chart, new Promise((resolve) => setTimeout(resolve, 5000))]) }))()`,
  )
  const names: Record<string, string> = { data: 'data visible', live: 'data live (hydrated)', chart: 'first chart' }
  return Object.entries(at).flatMap(([key, time]) =>
    time === undefined ? [] : [{ start: time, what: `── ${names[key] ?? key} (probe)` }],
  )
}

/** The renderer's main-thread tasks, paints and script evaluations, in ms after the page's navigation start. */
function traceRows(events: TraceEvent[], path: string): { rows: Row[]; longBeforePaint: Row[]; firstPaint?: number } {
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && (event.args?.data?.documentLoaderURL ?? '').includes(path),
  )
  if (navigation === undefined) throw new Error('no navigation start in the trace')
  const main = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.pid === navigation.pid &&
      event.args?.name === 'CrRendererMain',
  )
  const onMain = (event: TraceEvent) => event.pid === navigation.pid && event.tid === (main?.tid ?? navigation.tid)
  const ms = (ts: number) => (ts - navigation.ts) / 1000
  const paints = events.filter((event) => onMain(event) && ['firstPaint', 'firstContentfulPaint'].includes(event.name))
  const firstPaint = Math.min(...paints.filter((event) => event.name === 'firstPaint').map((event) => ms(event.ts)))
  const evaluations = events.filter(
    (event) => onMain(event) && ['v8.evaluateModule', 'EvaluateScript'].includes(event.name) && event.ph === 'X',
  )
  const tasks = events.filter(
    (event) =>
      onMain(event) &&
      MAIN_TASKS.includes(event.name) &&
      event.ts >= navigation.ts &&
      (event.dur ?? 0) >= SHOWN_TASK_MS * 1000,
  )
  const taskRows = tasks.map((task): Row => {
    // a module's evaluation carries no address in the trace: its time says which it is
    const inside = evaluations
      .filter((event) => event.ts >= task.ts && event.ts < task.ts + (task.dur ?? 0) && (event.dur ?? 0) >= 1000)
      .map(
        (event) =>
          `${event.name === 'EvaluateScript' ? 'a script' : 'a module'} (${((event.dur ?? 0) / 1000).toFixed(0)} ms)`,
      )
    const evaluated = inside.length === 0 ? '' : `, evaluating ${inside.join(', ')}`
    return { start: ms(task.ts), end: ms(task.ts + (task.dur ?? 0)), what: `main-thread task${evaluated}` }
  })
  return {
    rows: [
      ...paints.map((event) => ({
        start: ms(event.ts),
        what: `── ${event.name === 'firstPaint' ? 'first paint' : 'first contentful paint'} (trace)`,
      })),
      ...taskRows,
    ],
    longBeforePaint: taskRows.filter((row) => row.start < firstPaint && (row.end ?? 0) - row.start >= LONG_TASK_MS),
    firstPaint: Number.isFinite(firstPaint) ? firstPaint : undefined,
  }
}

const dist = option('dist', 'dist')
const wanted = option('page', 'report overview')
const { server, base } = await startServer(dist)
const browser = await chromium.launch({ executablePath: chromiumPath() })
try {
  const kind = pageKinds(await topSymbols(base)).find((candidate) => candidate.name === wanted)
  if (kind === undefined) throw new Error(`no page kind "${wanted}"`)
  // the link once before, as a shared link is opened (the server keeps its rendering)
  await fetch(`${base}${kind.path}`)
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript((kind.seed ?? '') + paintProbe(kind.data))
  await browser.startTracing(page, { categories: CATEGORIES })
  await page.goto(`${base}${kind.path}`)
  const probed = await moments(page)
  const resources = (await page.evaluate<{ name: string; start: number; end: number }[]>(RESOURCES)).map(
    (entry): Row => ({ start: entry.start, end: entry.end, what: entry.name.slice(0, 90) }),
  )
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
  const { rows, longBeforePaint, firstPaint } = traceRows(trace.traceEvents, new URL(kind.path, base).pathname)
  console.log(`${kind.name} (${kind.path}), ${dist}: ms after navigation start`)
  for (const row of [...resources, ...rows, ...probed].sort((a, b) => a.start - b.start)) {
    const span = row.end === undefined ? '      ' : `→ ${row.end.toFixed(0).padStart(4)}`
    console.log(`  ${row.start.toFixed(0).padStart(5)} ${span}  ${row.what}`)
  }
  // the page's own parsing and first rendering are long tasks too on a large page: what matters is script
  const scripted = longBeforePaint.filter((row) => row.what.includes('evaluating'))
  console.log(
    `before the first paint (${firstPaint?.toFixed(0) ?? '?'} ms): ${String(longBeforePaint.length)} main-thread ` +
      `task(s) of ${String(LONG_TASK_MS)} ms or more, ${String(scripted.length)} of them evaluating script` +
      scripted.map((row) => `\n  ${row.start.toFixed(0)} → ${row.end?.toFixed(0) ?? '?'}: ${row.what}`).join(''),
  )
  await context.close()
} finally {
  await browser.close()
  server.kill('SIGTERM')
}
