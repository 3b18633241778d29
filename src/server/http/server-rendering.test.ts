import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../shared/locale'
import type { HydrationState, PageRenderer } from '../../shared/ssr'
import { healthResponse, type HealthResponse } from '../../shared/api/health'
import type { AnswerSource } from '../source'
import { dashboardApp, type RenderingOptions } from '../testing/dashboard'
import { CONTENT_SECURITY_POLICY } from './security-headers'

/** The page's bootstrap (its style sheet linked by index.html), the app it imports (its own), and a route. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    css: ['assets/index-1.css'],
    dynamicImports: ['src/main.tsx'],
  },
  'src/main.tsx': { file: 'assets/app-1.js', isEntry: true, css: ['assets/app-1.css'] },
  'src/app/routes/screener-route.tsx': {
    file: 'assets/screener-route-1.js',
    imports: ['index.html'],
    css: ['assets/screener-route-1.css'],
  },
}
const INDEX =
  '<!doctype html><html lang="en"><head><title>dashboard</title><script type="module" src="/assets/index-1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>' +
  '<body><div id="root"></div></body></html>'

/** A hydration state carrying `queries` as its answers. */
const stateOf = (queries: unknown, locale: Locale = 'en'): HydrationState => ({
  queries,
  router: { loaderData: {} },
  locale,
})

/** A renderer that renders the path it is asked for, with an answer that tries to end its block. */
const rendersAnswer: PageRenderer = async (url) => {
  await Promise.resolve()
  return {
    html: `<h1>${url.pathname}</h1>`,
    state: stateOf([{ note: '</script><script>alert(1)</script>' }]),
    complete: true,
  }
}

const served = (renderPage: PageRenderer, live?: Pick<RenderingOptions, 'source' | 'health'>) => {
  const errors: string[] = []
  const app = dashboardApp(
    { '.vite/manifest.json': JSON.stringify(MANIFEST), 'index.html': INDEX },
    { renderPage, logError: (line) => errors.push(line), ...live },
  )
  return { app, errors }
}

/** Live mode: the service's answers come from an upstream, which records what it is asked. */
function liveMode() {
  const asked: string[] = []
  const source: AnswerSource = {
    mode: 'upstream',
    label: 'Sectors API',
    answer: (pathAndQuery) => {
      asked.push(pathAndQuery)
      return Promise.resolve(new Response('from upstream'))
    },
  }
  const health = (): Promise<HealthResponse> =>
    Promise.resolve({
      status: 'ok',
      mode: 'upstream',
      source_label: 'Sectors API',
      demo: {
        label: 'Demo data',
        seed: 1,
        scale: 1,
        as_of: '2026-11-20',
        counts: { idx_companies: 1, sgx_companies: 1, auctions: 1 },
      },
    })
  return { asked, source, health }
}

/** A renderer that counts its renderings and numbers each one in its markup. */
function countingRenderer(complete: boolean) {
  const rendered = { count: 0 }
  const render: PageRenderer = () => {
    rendered.count += 1
    return Promise.resolve({ html: `<p>rendering ${String(rendered.count)}</p>`, state: stateOf([]), complete })
  }
  return { rendered, render }
}

const SCREENER_LINK = "/screener?where=sub_sector='banks'"

describe('server-side rendering of a dashboard link', () => {
  it('puts the markup in the page as it is, readable at once, with its hydration state and its styles', async () => {
    const response = await served(rendersAnswer).app.request(SCREENER_LINK)
    const page = await response.text()
    expect(page).toContain('<div id="root"><h1>/screener</h1></div>')
    // the app's and the route's style sheets, each once (the bootstrap's is in index.html already)
    expect(page).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/app-1.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/screener-route-1.css"></head>',
    )
    // the answers cannot end their block: no markup of theirs runs
    expect(page).toContain(
      '<script type="application/json" id="hydration-state">{"queries":[{"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}],"router":{"loaderData":{}},"locale":"en"}</script>',
    )
    expect(page.match(/<script/g)).toHaveLength(2)
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
  })

  it("carries what it rendered as it is, a link's `$'` or `$&` included", async () => {
    const rendersDollars: PageRenderer = () =>
      Promise.resolve({ html: "<p>$' and $&</p>", state: stateOf([{ where: "name like '$&$''" }]), complete: true })
    const page = await (await served(rendersDollars).app.request(SCREENER_LINK)).text()
    expect(page).toContain('<div id="root"><p>$\' and $&</p></div>')
    expect(page).toContain(
      '{"queries":[{"where":"name like \'$&$\'\'"}],"router":{"loaderData":{}},"locale":"en"}</script></body></html>',
    )
  })

  it('on the demo market renders a link once and sends the same page to the next visitor', async () => {
    const { rendered, render } = countingRenderer(true)
    const { app } = served(render)
    const first = await (await app.request(SCREENER_LINK)).text()
    const again = await (await app.request(SCREENER_LINK)).text()
    expect(again).toBe(first)
    expect(again).toContain('<p>rendering 1</p>')
    expect(rendered.count).toBe(1)
    await app.request('/auctions')
    expect(rendered.count).toBe(2)
  })

  it("is rendered in the visitor's language: a remembered choice, else the browser's, and kept per language", async () => {
    const renderedIn: string[] = []
    const inLanguage: PageRenderer = (_url, _answer, locale) => {
      renderedIn.push(locale)
      return Promise.resolve({ html: `<p>rendered in ${locale}</p>`, state: stateOf([], locale), complete: true })
    }
    const { app } = served(inLanguage)
    const indonesian = await app.request(SCREENER_LINK, { headers: { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' } })
    const page = await indonesian.text()
    expect(page).toContain('<html lang="id">')
    expect(page).toContain('<p>rendered in id</p>')
    expect(indonesian.headers.get('content-language')).toBe('id')
    expect(indonesian.headers.get('vary')).toContain('Accept-Language')
    // the same link for a browser in English is not the Indonesian rendering kept for the first visitor
    const english = await (await app.request(SCREENER_LINK, { headers: { 'accept-language': 'en-GB' } })).text()
    expect(english).toContain('<html lang="en">')
    expect(english).toContain('<p>rendered in en</p>')
    // a choice remembered in the cookie wins over the browser's languages, and is served from what was kept
    const chosen = await app.request(SCREENER_LINK, { headers: { 'accept-language': 'en-GB', cookie: 'lang=id' } })
    expect(await chosen.text()).toContain('<p>rendered in id</p>')
    expect(renderedIn).toEqual(['id', 'en'])
  })

  it("is painted in the theme the visitor chose (the cookie), and in the system's without a choice", async () => {
    const { app } = served(rendersAnswer)
    const dark = await app.request(SCREENER_LINK, { headers: { cookie: 'lang=en; theme=dark' } })
    expect(await dark.text()).toContain('<html lang="en" data-theme="dark">')
    expect(dark.headers.get('vary')).toContain('Cookie')
    // the same kept rendering, in another theme: the theme is the document's, not the rendering's
    expect(await (await app.request(SCREENER_LINK, { headers: { cookie: 'theme=light' } })).text()).toContain(
      '<html lang="en" data-theme="light">',
    )
    for (const cookie of ['', 'theme=sepia', 'theme="><script>']) {
      const page = await (await app.request(SCREENER_LINK, { headers: { cookie } })).text()
      expect(page).toContain('<html lang="en">')
    }
    // a page the app renders itself too
    const notFound = await (await app.request('/nowhere/at/all', { headers: { cookie: 'theme=dark' } })).text()
    expect(notFound).toContain('<html lang="en" data-theme="dark">')
  })

  it('sends a kept page gzipped to a browser that takes gzip, in the theme each visitor chose', async () => {
    const { app } = served(rendersAnswer)
    for (const theme of ['dark', 'light', 'dark']) {
      const headers = { cookie: `theme=${theme}`, 'accept-encoding': 'gzip' }
      const zipped = await app.request(SCREENER_LINK, { headers })
      expect(zipped.headers.get('content-encoding')).toBe('gzip')
      expect(zipped.headers.get('vary')).toBe('Cookie, Accept-Language, Accept-Encoding')
      const page = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')
      const plain = await (await app.request(SCREENER_LINK, { headers: { cookie: `theme=${theme}` } })).text()
      expect(page).toBe(plain)
      expect(page).toContain(`<html lang="en" data-theme="${theme}">`)
    }
  })

  it('renders a link again when an answer was late the last time, and always in live mode', async () => {
    const late = countingRenderer(false)
    const demo = served(late.render).app
    await demo.request(SCREENER_LINK)
    expect(await (await demo.request(SCREENER_LINK)).text()).toContain('<p>rendering 2</p>')
    const live = countingRenderer(true)
    const { source } = liveMode()
    const upstream = served(live.render, { source }).app
    await upstream.request(SCREENER_LINK)
    expect(await (await upstream.request(SCREENER_LINK)).text()).toContain('<p>rendering 2</p>')
  })

  it("asks the server's own answers (its health) of the server and the service's of the upstream", async () => {
    const asksBoth: PageRenderer = async (_url, answer) => {
      const health = healthResponse.parse(await (await answer('/api/healthz', {})).json())
      const service = await (await answer('/api/v2/companies/?limit=1', {})).text()
      return { html: `<p>${health.source_label}</p><p>${service}</p>`, state: stateOf([]), complete: true }
    }
    const live = liveMode()
    const page = await (await served(asksBoth, live).app.request(SCREENER_LINK)).text()
    expect(page).toContain('<p>Sectors API</p><p>from upstream</p>')
    expect(live.asked).toEqual(['/v2/companies/?limit=1'])
  })

  it('does not ask the browser to fetch answers the page already carries, only the code', async () => {
    const link = (await served(rendersAnswer).app.request(SCREENER_LINK)).headers.get('link') ?? ''
    expect(link).not.toContain('/api/')
    expect(link).toContain('</assets/screener-route-1.js>; rel=modulepreload')
  })

  it('is not rendered for a path that is no page of the route table (the app says it is not found)', async () => {
    const page = await (await served(rendersAnswer).app.request('/nowhere/at/all')).text()
    expect(page).toBe(INDEX)
  })

  it('leaves the page to the app when rendering fails, and says why in the log', async () => {
    const { app, errors } = served(() => Promise.reject(new Error('window is not defined')))
    const response = await app.request(SCREENER_LINK)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(INDEX)
    expect(response.headers.get('link')).toContain('</api/v2/companies/')
    expect(errors).toEqual([expect.stringContaining('/screener not rendered on the server: window is not defined')])
  })
})
