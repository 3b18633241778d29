import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import type { Locale } from '../../shared/locale'
import { matchPage } from '../../shared/page-routes'
import { HYDRATION_STATE_ID, type PageRenderer } from '../../shared/ssr'
import { normalisedRequest } from './answer-cache'
import { BoundedCache } from './bounded-cache'
import type { LogLine } from './request-log'

/** How long a page waits for its server-side rendering before it is sent without (the app then renders it). */
const RENDER_BUDGET_MS = 1_000

/** Rendered pages kept a worker (a screener link's is about 40 KB of markup and answers). */
const KEPT_BYTES = 16 * 1024 * 1024

/** A server-rendered page as the document carries it: its markup, and its hydration state as JSON text made once. */
export interface RenderedMarkup {
  html: string
  stateJson: string
}

/** Answers a dashboard `/api/...` URL as the server would answer the browser's request for it. */
export type DashboardAnswer = (url: string) => Promise<Response>

/**
 * Server-side rendering of the route table's server-rendered pages (src/shared/page-routes.ts) with the app's
 * renderer, asking its answers from `answer`; null when it cannot. With `keep` (the demo market, whose data does
 * not change while the server runs), a link rendered in full is kept and sent again as it is (a shared link is
 * opened by several people), once per language; what the real service answers may change, so in live mode every
 * page is rendered afresh (its answers come from the gateway's cache anyway).
 */
export function serverRendering(render: PageRenderer, answer: DashboardAnswer, keep: boolean, logError: LogLine) {
  const kept = keep
    ? new BoundedCache<RenderedMarkup>(KEPT_BYTES, (page) => page.html.length + page.stateJson.length)
    : undefined
  return async (url: URL, locale: Locale): Promise<RenderedMarkup | null> => {
    if (matchPage(url.pathname)?.page.serverRendered !== true) return null
    const key = `${locale} ${normalisedRequest(url)}`
    const known = kept?.get(key)
    if (known !== undefined) return known
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(resolve, RENDER_BUDGET_MS, null)
    })
    try {
      const rendered = await Promise.race([render(url, answer, locale), late])
      if (rendered === null) return null
      const page = { html: rendered.html, stateJson: inertJson(rendered.state) }
      // a page rendered while some answer was late shows it loading: the next visitor gets a fresh rendering
      if (rendered.complete) kept?.set(key, page)
      return page
    } catch (error) {
      // the page still works: the app renders it in the browser, as it would without server-side rendering
      logError(`${url.pathname} not rendered on the server: ${error instanceof Error ? error.message : String(error)}`)
      return null
    } finally {
      clearTimeout(timer)
    }
  }
}

/** JSON that cannot end the script element it sits in (`</script>`, `<!--`). */
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The document of a server-rendered page: the markup inside `#root`, readable and clickable as it is (links work
 * before the app has started) and hydrated by the app in place, its hydration state in a JSON data block the app
 * reads (not a script: the strict CSP stays), and the style sheets index.html does not link already (the app's, the
 * route's) so that it is painted as the page. The sheets stay links: they also hold the first paint until the
 * bootstrap, which keeps the clicks made before the app runs (lib/early-clicks.ts), has arrived (docs/benchmarks.md).
 */
export function serverRenderedDocument(index: string, page: RenderedMarkup, styles: readonly string[]): string {
  const sheets = styles
    .filter((sheet) => !index.includes(`href="${sheet}"`))
    .map((sheet) => `<link rel="stylesheet" crossorigin href="${sheet}">`)
    .join('')
  const root = `<div id="root">${page.html}</div>`
  const state = `<script type="application/json" id="${HYDRATION_STATE_ID}">${page.stateJson}</script>`
  // replacer functions: a rendered page or its answers may hold `$&` or `$'`, which a replacement string would expand
  return index.replace('</head>', () => `${sheets}</head>`).replace('<div id="root"></div>', () => `${root}${state}`)
}

const gzipped = promisify(gzip)

/**
 * A rendered page's document gzipped once per form it is sent in (`variant`: its language and theme), for as long as
 * the rendering is kept (the demo market's): a shared link is opened again and again, and compressing its document
 * on every request cost the server more than the rest of the answer (a report's about 6 ms of CPU, a compare page's
 * three times that). Compressed in zlib's thread pool, not on the event loop.
 */
export function gzippedDocuments() {
  const made = new WeakMap<RenderedMarkup, Map<string, Promise<Uint8Array<ArrayBuffer>>>>()
  return (page: RenderedMarkup, variant: string, document: string): Promise<Uint8Array<ArrayBuffer>> => {
    const forms = made.get(page) ?? new Map<string, Promise<Uint8Array<ArrayBuffer>>>()
    made.set(page, forms)
    const known = forms.get(variant)
    if (known !== undefined) return known
    const zipped = gzipped(document).then((bytes) => Uint8Array.from(bytes))
    forms.set(variant, zipped)
    return zipped
  }
}

/** The build's page renderer (`dist/render`, beside `dist/client`), when the dashboard was built with it. */
export async function loadPageRenderer(clientDir: string): Promise<PageRenderer | undefined> {
  const file = path.join(clientDir, '..', 'render', 'render-page.js')
  if (!existsSync(file)) return undefined
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { renderPage: PageRenderer }
  return module.renderPage
}
