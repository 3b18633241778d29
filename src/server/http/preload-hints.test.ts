import type { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { dashboardApp } from '../testing/dashboard'
import { CONTENT_SECURITY_POLICY } from './security-headers'

/**
 * A built dashboard in miniature: the page's bootstrap, the app it imports once the page is painted, and the screener
 * route, sharing one chunk with the app, with its own.
 */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, dynamicImports: ['src/main.tsx'] },
  'src/main.tsx': { file: 'assets/app-1.js', isEntry: true, imports: ['_shared-1.js'], css: ['assets/app-1.css'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_table-1.js': { file: 'assets/table-1.js', imports: ['_shared-1.js'] },
  'src/app/routes/screener-route.tsx': {
    file: 'assets/screener-route-1.js',
    imports: ['index.html', '_shared-1.js', '_table-1.js'],
    css: ['assets/screener-route-1.css'],
  },
}

const dashboard = () =>
  dashboardApp({
    '.vite/manifest.json': JSON.stringify(MANIFEST),
    'index.html': '<!doctype html><title>dashboard</title><script type="module" src="/assets/index-1.js"></script>',
  })

const links = async (app: Hono, url: string, headers: Record<string, string> = {}) =>
  ((await app.request(url, { headers })).headers.get('link') ?? '').split(', ').filter((hint) => hint !== '')
/** the answers a page's header starts */
const apiLinks = async (app: Hono, url: string) => (await links(app, url)).filter((hint) => hint.startsWith('</api/'))

describe('a page starts its data and its code with the document', () => {
  const app = dashboard()

  it('names the first request of a screener link, exactly as the page sends it, and the route code the entry lacks', async () => {
    const hints = await links(app, "/screener?where=sub_sector='banks'&order_by=-market_cap")
    const columns =
      'symbol%2Csub_sector%2Cmarket_cap%2Clast_close_price%2Cyearly_mcap_change%2Cpe_ttm%2Cpb_mrq%2Cyield_ttm'
    expect(hints).toEqual([
      `</api/v2/companies/?include_query_values=true&where=sub_sector%3D%27banks%27&order_by=-market_cap%2C${columns}&limit=50&offset=0>; rel=preload; as=fetch; crossorigin`,
      // the entries' code, which runs first (the app once the page is painted), then what the route adds
      '</assets/app-1.css>; rel=preload; as=style; crossorigin',
      '</assets/index-1.js>; rel=modulepreload; crossorigin',
      '</assets/app-1.js>; rel=modulepreload; crossorigin',
      '</assets/shared-1.js>; rel=modulepreload; crossorigin',
      '</assets/screener-route-1.css>; rel=preload; as=style; crossorigin',
      '</assets/screener-route-1.js>; rel=modulepreload; crossorigin',
      '</assets/table-1.js>; rel=modulepreload; crossorigin',
    ])
  })

  it('asks nothing for a link the page would not ask (it shows the problem instead)', async () => {
    const hints = await links(app, "/screener?where=sub_sector='banks' and&market=sgx")
    expect(hints.filter((hint) => hint.includes('/api/'))).toEqual([])
    expect(hints).toContain('</assets/index-1.js>; rel=modulepreload; crossorigin')
    expect(hints).toContain('</assets/screener-route-1.js>; rel=modulepreload; crossorigin')
  })

  it('names the header and the view of a report link (another form of it is redirected first)', async () => {
    expect(await apiLinks(app, '/reports/BBCA/financials')).toEqual([
      '</api/v2/company/report/BBCA/?sections=overview>; rel=preload; as=fetch; crossorigin',
      '</api/v2/company/report/BBCA/?sections=financials>; rel=preload; as=fetch; crossorigin',
    ])
    expect(await apiLinks(app, '/reports/sgx/D05')).toEqual([
      '</api/v2/sgx/company/report/D05/?sections=overview>; rel=preload; as=fetch; crossorigin',
    ])
    expect(await apiLinks(app, '/reports/BBCA/nonsense')).toEqual([])
  })

  it('names the page of an auctions link, and the classification of a companies link', async () => {
    expect(await apiLinks(app, '/auctions?province=Gorontalo&page=2')).toEqual([
      '</api/v2/mining/license-auctions/?province=Gorontalo&offset=20>; rel=preload; as=fetch; crossorigin',
    ])
    expect(await apiLinks(app, '/companies?sub_sector=banks')).toEqual(
      ['subsectors', 'industries', 'subindustries'].map(
        (list) => `</api/v2/${list}/>; rel=preload; as=fetch; crossorigin`,
      ),
    )
  })

  it('names the sub-sector list for the market overview, not for its SGX tab, which has no such table', async () => {
    expect(await apiLinks(app, '/')).toEqual(['</api/v2/subsectors/>; rel=preload; as=fetch; crossorigin'])
    expect(await apiLinks(app, '/?market=sgx')).toEqual([])
  })

  it('keeps the same strict policy on a hinted page (no inline script)', async () => {
    const response = await app.request('/screener')
    expect(response.headers.get('link')).not.toBeNull()
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
  })

  it("names a page's text in the visitor's language, and the chart code it loads once rendered", async () => {
    const withTextAndCharts = dashboardApp({
      '.vite/manifest.json': JSON.stringify({
        ...MANIFEST,
        'catalogue:src/app/messages/en.json.js': { file: 'assets/app-en.js' },
        'catalogue:src/app/messages/id.json.js': { file: 'assets/app-id.js' },
        'catalogue:src/features/sectors/messages/id.json.js': { file: 'assets/sectors-id.js' },
        'catalogue:src/features/screener/messages/id.json.js': { file: 'assets/screener-id.js' },
        'src/app/routes/sector-route.tsx': {
          file: 'assets/sector-route-1.js',
          imports: ['index.html', '_shared-1.js'],
          dynamicImports: ['src/features/sectors/components/growth-chart.tsx'],
        },
        'src/features/sectors/components/growth-chart.tsx': {
          file: 'assets/growth-chart-1.js',
          imports: ['_recharts-1.js', 'src/app/routes/sector-route.tsx'],
        },
        '_recharts-1.js': { file: 'assets/recharts-1.js' },
      }),
      'index.html': '<!doctype html><title>dashboard</title><script type="module" src="/assets/index-1.js"></script>',
    })
    const hints = await links(withTextAndCharts, '/sectors/banks', { 'accept-language': 'id' })
    const scripts = hints
      .filter((hint) => hint.endsWith('rel=modulepreload; crossorigin'))
      .map((hint) => hint.slice(1, hint.indexOf('>')))
    expect(scripts).toEqual([
      '/assets/index-1.js',
      '/assets/app-1.js',
      '/assets/shared-1.js',
      // the layout's text and the page's, in Indonesian only (no other page's, no other language's)
      '/assets/app-id.js',
      '/assets/sectors-id.js',
      '/assets/sector-route-1.js',
      '/assets/growth-chart-1.js',
      '/assets/recharts-1.js',
    ])
  })
})
