import { within } from '@testing-library/react'
import type { Root } from 'react-dom/client'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { auctionsPath } from '../../shared/api/auctions'
import { screenerPath, screenerResponse } from '../../shared/api/screener'
import type { Locale } from '../../shared/locale'
import { HYDRATION_STATE_ID, type RenderedPage } from '../../shared/ssr'
import { inProcessFetch } from '../../test/in-process-api'
import { resetSavedStore } from '../../lib/saved'
import { takeHydrationState } from './hydration-state'
import { renderPage } from './render-page'
import { startApp } from './start-app'

const SCREENER_LINK = '/screener?where=sub_sector%3D%27banks%27&order_by=-market_cap'

/** What the in-process service answers a path with (no demo values are written into tests). */
const answerOf = async (path: string): Promise<unknown> => (await inProcessFetch(`/api${path}`)).json()

/** The symbols the service answers for the screener link, in its order. */
async function expectedSymbols() {
  const answer = await answerOf(`${screenerPath('idx')}?where=sub_sector%3D%27banks%27&order_by=-market_cap&limit=50`)
  return screenerResponse.parse(answer).results.map((row) => row.symbol)
}

/** A link of every page kind the server renders, for the demo market's largest companies. */
async function linksOfEveryKind(): Promise<string[]> {
  const [idx, sgx] = await Promise.all(
    ['', 'sgx/'].map(async (market) => {
      const answer = await answerOf(`/v2/${market}companies/?order_by=-market_cap&limit=2`)
      return screenerResponse.parse(answer).results.map((row) => row.symbol.replace(/\.JK$/, ''))
    }),
  )
  const auctions = (await answerOf(`${auctionsPath}?limit=1`)) as { results: { wiup_code: string }[] }
  const [ticker = 'BBCA', other = 'BBRI'] = idx ?? []
  const [sgxTicker = 'D05'] = sgx ?? []
  return [
    '/',
    '/?market=sgx',
    SCREENER_LINK,
    '/auctions',
    `/auctions/${auctions.results[0]?.wiup_code ?? ''}`,
    '/companies',
    '/companies?sub_sector=banks',
    '/sectors/banks',
    ...['', '/financials', '/valuation', '/future', '/peers', '/dividend', '/management', '/ownership'].map(
      (section) => `/reports/${ticker}${section}`,
    ),
    ...['', '/financials', '/valuation', '/dividend'].map((section) => `/reports/sgx/${sgxTicker}${section}`),
    `/compare?symbols=${ticker},${other},${sgxTicker}`,
    '/watchlists',
    '/watchlists/not-in-this-browser',
  ]
}

const LINKS = await linksOfEveryKind()
/** Every page kind in English; one of each kind of page in Indonesian too (its own catalogues and formats). */
const PAGES: [string, Locale][] = [
  ...LINKS.map((link): [string, Locale] => [link, 'en']),
  ...LINKS.filter((link) => /^\/(\?|screener|auctions$|companies\?|sectors|reports\/[^/]+$|compare)/.test(link)).map(
    (link): [string, Locale] => [link, 'id'],
  ),
]

/** The page of `link` rendered on the server, with every answer it asks for (however long the machine takes). */
async function serverRendered(link: string, locale: Locale = 'en'): Promise<RenderedPage> {
  const answer = (url: string, init: { signal?: AbortSignal }) => fetch(url, init)
  const rendered = await renderPage(new URL(link, 'http://dashboard.test'), answer, locale, 60_000)
  if (rendered === null) throw new Error(`${link} was not rendered on the server`)
  return rendered
}

/** The document the server sends for `link`: its markup in `#root`, its state in the JSON block. */
function openDocument(link: string, rendered: RenderedPage): HTMLElement {
  window.history.replaceState(null, '', link)
  const state = JSON.stringify(rendered.state).replace(/</g, '\\u003c')
  document.body.innerHTML = `<div id="root">${rendered.html}</div><script type="application/json" id="${HYDRATION_STATE_ID}">${state}</script>`
  const root = document.getElementById('root')
  if (root === null) throw new Error('no #root')
  return root
}

/** A tolerance, not a target: jsdom and React's development build on two shared cores (speed is in bench:web). */
const HYDRATION_WAIT = { timeout: 20_000, interval: 20 }

/** React owns an element once it has hydrated it (or rendered it anew). */
const ownedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))

/** Hydrates `root` as the browser does, resolving once React owns every element in it. */
async function hydrateAsInBrowser(root: HTMLElement): Promise<Root> {
  const reactRoot = await startApp(root, takeHydrationState())
  await vi.waitFor(() => {
    expect([...root.querySelectorAll('*')].filter((element) => !ownedByReact(element))).toEqual([])
  }, HYDRATION_WAIT)
  return reactRoot
}

/** What React reported while hydrating: its warnings (console.error) and its recoverable errors (reportError). */
let reported: string[] = []
const noteError = (event: ErrorEvent) => {
  reported.push(String(event.error))
  event.preventDefault()
}

beforeAll(() => {
  // hydration runs as in the browser, outside act(): React's act() warnings are about tests, not about the app
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
})

afterAll(() => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true)
})

beforeEach(() => {
  reported = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    reported.push(args.map(String).join(' '))
  })
  window.addEventListener('error', noteError)
})

afterEach(() => {
  window.removeEventListener('error', noteError)
  vi.restoreAllMocks()
  document.body.innerHTML = ''
  vi.stubGlobal('fetch', inProcessFetch)
})

describe('server-side rendering and hydration', () => {
  it("renders a screener link with its rows in the service's order, readable before any script runs", async () => {
    const rendered = await serverRendered(SCREENER_LINK)
    // every answer came: the server may keep this page for the link's next visitor
    expect(rendered.complete).toBe(true)
    const root = openDocument(SCREENER_LINK, rendered)
    const table = within(root).getByRole('table', { name: 'Screener results' })
    const firstCells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent)
    expect(firstCells).toEqual(await expectedSymbols())
  })

  it('hydrates the same markup from the carried answers, asking the server nothing again', async () => {
    const rendered = await serverRendered(SCREENER_LINK)
    const root = openDocument(SCREENER_LINK, rendered)
    const table = root.querySelector('table')
    const asked: string[] = []
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(input instanceof Request ? input.url : String(input))
      return inProcessFetch(input, init)
    })
    const reactRoot = await hydrateAsInBrowser(root)
    // hydrated in place: the very table the server sent, now the app's
    expect(root.querySelector('table')).toBe(table)
    expect(asked.filter((url) => url.includes('where=sub_sector'))).toEqual([])
    expect(document.getElementById(HYDRATION_STATE_ID)).toBeNull()
    expect(reported).toEqual([])
    reactRoot.unmount()
  })

  it.each(PAGES)('hydrates %s in %s without a mismatch or a second render', async (link, locale) => {
    const root = openDocument(link, await serverRendered(link, locale))
    const reactRoot = await hydrateAsInBrowser(root)
    expect(reported).toEqual([])
    reactRoot.unmount()
  })

  it("renders a watchlist's frame on the server, and its companies from this browser once hydrated", async () => {
    const [company] = await expectedSymbols()
    const symbol = (company ?? 'BBCA.JK').replace(/\.JK$/, '')
    const saved = { version: 2, watchlists: [{ id: 'mine', name: 'My banks', companies: [{ market: 'idx', symbol }] }] }
    const rendered = await serverRendered('/watchlists/mine')
    expect(rendered.html).not.toContain('My banks')
    localStorage.setItem('research.saved', JSON.stringify({ ...saved, screens: [] }))
    resetSavedStore()
    const root = openDocument('/watchlists/mine', rendered)
    const reactRoot = await hydrateAsInBrowser(root)
    await vi.waitFor(() => {
      expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent('My banks')
    }, HYDRATION_WAIT)
    expect(reported).toEqual([])
    reactRoot.unmount()
    localStorage.clear()
    resetSavedStore()
  })

  it('renders the page itself when the state block is unreadable', async () => {
    const root = openDocument('/auctions', await serverRendered('/auctions'))
    const block = document.getElementById(HYDRATION_STATE_ID)
    if (block !== null) block.textContent = '{"queries":'
    expect(takeHydrationState()).toBeNull()
    const reactRoot = await startApp(root, null)
    await vi.waitFor(() => {
      expect(within(root).getByRole('table', { name: 'Auctions' })).toBeVisible()
    })
    reactRoot.unmount()
  })
})
