import type { Browser, Page, Response } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { paintProbe, type PageKind } from './web-pages'

/** The moments of a page's load that bench:web times (bench/web-pages.ts says what each one is). */
export const MOMENTS = ['data', 'live', 'chart'] as const
export type Moment = (typeof MOMENTS)[number]

/** One cold load of a page: when each moment was painted, and what it cost to get there. */
export interface LoadFigures {
  /** ms after navigation start of the frame that painted each moment (absent: not seen, or the page has no chart) */
  at: Partial<Record<Moment, number>>
  /** ms of main-thread tasks (CDP TaskDuration) up to each moment */
  mainThread: Partial<Record<Moment, number>>
  /** gzipped JavaScript received by the last moment, in KB */
  jsKB: number
  /** ms of the page's own drawing measure (`kind.drawMeasure`), when it has one */
  draw?: number
}

export interface WaterfallEntry {
  name: string
  start: number
  end: number
}

/** How long a page's first chart is waited for after its data is live. */
const CHART_WAIT_MS = 5_000

/** Resource timings of the page so far, document first, in the order they started (ms after navigation start). */
const WATERFALL = `(() => {
  const nav = performance.getEntriesByType('navigation')[0]
  const rows = [{ name: 'document', start: nav.requestStart, end: nav.responseEnd }]
  for (const entry of performance.getEntriesByType('resource'))
    rows.push({ name: entry.name.replace(location.origin, ''), start: entry.startTime, end: entry.responseEnd })
  return rows.sort((a, b) => a.start - b.start)
})()`

/** The first entry of a User Timing measure, waiting for it (the page records it after the paint). */
async function drawTime(page: Page, measure: string): Promise<number> {
  const handle = await page.waitForFunction(
    (name) => performance.getEntriesByName(name, 'measure')[0]?.duration,
    measure,
  )
  return (await handle.jsonValue()) ?? Number.NaN
}

/** Opens `base + kind.path` in a fresh profile (nothing cached, as for a link opened by a colleague). */
export async function coldLoad(
  browser: Browser,
  base: string,
  kind: PageKind,
): Promise<{ figures: LoadFigures; waterfall: WaterfallEntry[] }> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    const mainThread: Partial<Record<Moment, number>> = {}
    const taskMs = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics')
      return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN) * 1000
    }
    const readings: Promise<void>[] = []
    await page.exposeFunction('__benchMoment', (moment: Moment) => {
      readings.push(taskMs().then((ms) => void (mainThread[moment] = ms)))
    })
    const scripts: Response[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response)
    })
    await page.addInitScript((kind.seed ?? '') + paintProbe(kind.data))
    await page.goto(`${base}${kind.path}`)
    const at: Partial<Record<Moment, number>> = {
      data: await page.evaluate<number>('window.__data'),
      live: await page.evaluate<number>('window.__live'),
    }
    if (kind.noChart !== true)
      at.chart = await page.evaluate<number | undefined>(
        `Promise.race([window.__chart, new Promise((resolve) => setTimeout(resolve, ${String(CHART_WAIT_MS)}))])`,
      )
    await Promise.all(readings)
    const seen = [...scripts]
    let js = 0
    for (const response of seen) js += gzipSync(await response.body()).length
    const waterfall = await page.evaluate<WaterfallEntry[]>(WATERFALL)
    const draw = kind.drawMeasure === undefined ? undefined : await drawTime(page, kind.drawMeasure)
    return { figures: { at, mainThread, jsKB: js / 1024, draw }, waterfall }
  } finally {
    await context.close()
  }
}
