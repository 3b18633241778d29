import type { Browser, Page, Response } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { paintProbe, type PageKind } from './web-pages'

/** One cold load of a page: when its first data (or chart) was painted, and what it cost to get there. */
export interface LoadFigures {
  /** ms after navigation start: the frame that painted the page's primary element */
  first: number
  /** ms of main-thread tasks (CDP TaskDuration) up to the moment the paint was seen */
  mainThread: number
  /** gzipped JavaScript received before the paint, in KB */
  jsKB: number
  /** ms of the page's own drawing measure (`kind.drawMeasure`), when it has one */
  draw?: number
}

export interface WaterfallEntry {
  name: string
  start: number
  end: number
}

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
    const scripts: Response[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response)
    })
    await page.addInitScript((kind.seed ?? '') + paintProbe(kind.data))
    await page.goto(`${base}${kind.path}`)
    const first = await page.evaluate<number>(kind.primary === 'data' ? 'window.__data' : 'window.__chart')
    const { metrics } = await cdp.send('Performance.getMetrics')
    const taskSeconds = metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN
    const seen = [...scripts]
    let js = 0
    for (const response of seen) js += gzipSync(await response.body()).length
    const waterfall = await page.evaluate<WaterfallEntry[]>(WATERFALL)
    const draw = kind.drawMeasure === undefined ? undefined : await drawTime(page, kind.drawMeasure)
    return { figures: { first, mainThread: taskSeconds * 1000, jsKB: js / 1024, draw }, waterfall }
  } finally {
    await context.close()
  }
}
