import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { FIRST_SCREEN_CLASS, FIRST_SCREEN_STATE_ID, type FirstScreenRenderer } from '../../shared/first-screen'
import type { Locale } from '../../shared/locale'
import { normalisedRequest } from './answer-cache'
import { BoundedCache } from './bounded-cache'
import type { LogLine } from './request-log'

/** How long a page waits for its first screen before it is sent without one (the app then draws it itself). */
const RENDER_BUDGET_MS = 1_000

/**
 * Pages drawn on the server: every page whose first screen comes from its link alone. Watchlists live in the
 * visitor's browser, so the server cannot know what they hold.
 */
const DRAWN_PAGE =
  /^\/(?:|screener|companies|auctions(?:\/[^/]+)?|sectors\/[^/]+|reports\/(?:sgx\/)?[^/]+(?:\/[^/]+)?|compare)\/?$/

/** Drawn pages kept a worker (a screener link's is about 40 KB of markup and answers). */
const KEPT_BYTES = 16 * 1024 * 1024

/** A drawn first screen as the page carries it: its markup, and its answers as JSON text made once (kept with it). */
export interface DrawnScreen {
  html: string
  stateJson: string
}

/** Answers a dashboard `/api/...` URL as the server would answer the browser's request for it. */
export type DashboardAnswer = (url: string) => Promise<Response>

/**
 * Draws a page's first screen with the app's renderer, asking its answers from `answer`; null when it cannot. With
 * `keep` (the demo market, whose data does not change while the server runs), a link drawn in full is kept and
 * sent again as it is (a shared link is opened by several people), once per language it was drawn in; what the
 * real service answers may change, so in live mode every page is drawn afresh (its answers come from the gateway's
 * cache anyway).
 */
export function firstScreens(render: FirstScreenRenderer, answer: DashboardAnswer, keep: boolean, logError: LogLine) {
  const kept = keep
    ? new BoundedCache<DrawnScreen>(KEPT_BYTES, (drawn) => drawn.html.length + drawn.stateJson.length)
    : undefined
  return async (url: URL, locale: Locale): Promise<DrawnScreen | null> => {
    if (!DRAWN_PAGE.test(url.pathname)) return null
    const key = `${locale} ${normalisedRequest(url)}`
    const known = kept?.get(key)
    if (known !== undefined) return known
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(resolve, RENDER_BUDGET_MS, null)
    })
    try {
      const screen = await Promise.race([render(url, answer, locale), late])
      if (screen === null) return null
      const drawn = { html: screen.html, stateJson: inertJson(screen.state) }
      // a page drawn while some answer was late shows it loading: the next visitor gets a fresh drawing
      if (screen.complete) kept?.set(key, drawn)
      return drawn
    } catch (error) {
      // the page still works: the app draws it in the browser, as it would without a first screen
      logError(`first screen of ${url.pathname} not drawn: ${error instanceof Error ? error.message : String(error)}`)
      return null
    } finally {
      clearTimeout(timer)
    }
  }
}

/** JSON that cannot end the script element it sits in (`</script>`, `<!--`). */
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The page with its first screen: the drawn markup inside `#root`, inert and hidden from assistive technology (it
 * is a picture of the page until the app, which replaces it, has started), the answers in a JSON block the app
 * reads (not a script: the strict CSP stays), and the route's style sheets so the picture is drawn as the page.
 */
export function pageWithFirstScreen(index: string, screen: DrawnScreen, styles: readonly string[]): string {
  const sheets = styles.map((sheet) => `<link rel="stylesheet" crossorigin href="${sheet}">`).join('')
  const root = `<div id="root"><div class="${FIRST_SCREEN_CLASS}" inert aria-hidden="true">${screen.html}</div></div>`
  const state = `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${screen.stateJson}</script>`
  // replacer functions: a drawn page or its answers may hold `$&` or `$'`, which a replacement string would expand
  return index.replace('</head>', () => `${sheets}</head>`).replace('<div id="root"></div>', () => `${root}${state}`)
}

/** The build's renderer (`dist/render`, beside `dist/client`), when the dashboard was built with it. */
export async function loadFirstScreenRenderer(clientDir: string): Promise<FirstScreenRenderer | undefined> {
  const file = path.join(clientDir, '..', 'render', 'render-first-screen.js')
  if (!existsSync(file)) return undefined
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    renderFirstScreen: FirstScreenRenderer
  }
  return module.renderFirstScreen
}
