import { describe, expect, it } from 'vitest'
import type { PageRenderer } from '../../shared/ssr'
import { dashboardApp } from '../testing/dashboard'

const INDEX = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>'

/** The dashboard with a renderer that notes each path it renders. */
function dashboard() {
  const rendered: string[] = []
  const renderPage: PageRenderer = (url) => {
    rendered.push(url.pathname)
    return Promise.resolve({
      html: `<h1>${url.pathname}</h1>`,
      state: { queries: [], router: { loaderData: {} }, locale: 'en' },
      complete: true,
    })
  }
  return { app: dashboardApp({ 'index.html': INDEX }, { renderPage }), rendered }
}

describe('a report link that is not in its canonical form', () => {
  it.each([
    ['/reports/bbca', '/reports/BBCA'],
    ['/reports/BBCA.JK/financials?range=5y', '/reports/BBCA/financials?range=5y'],
    ['/reports/BBCA/overview', '/reports/BBCA'],
    ['/reports/sgx/d05.si/overview?x=1', '/reports/sgx/D05?x=1'],
  ])('%s moves for good to %s, before anything is rendered', async (link, canonical) => {
    const { app, rendered } = dashboard()
    const response = await app.request(link)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(canonical)
    expect(rendered).toEqual([])
  })

  it.each(['/reports/BBCA', '/reports/BBCA/financials', '/reports/sgx/D05', '/reports/BBCAX', '/reports/BBCA/nothing'])(
    '%s is answered with its page (a canonical link, or one whose page says what is wrong)',
    async (link) => {
      const { app, rendered } = dashboard()
      const response = await app.request(link)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain(`<h1>${link}</h1>`)
      expect(rendered).toEqual([link])
    },
  )
})
