/**
 * The page kinds bench:web opens, each as a colleague's link would open it, and what counts as its first useful
 * pixel: a data row (or a stated figure) for lists and overviews, the first chart for a report.
 */
export interface PageKind {
  name: string
  path: string
  /** what is timed: the first data the page shows, or its first chart */
  primary: 'data' | 'chart'
  /** CSS selector of the first data painted */
  data: string
  /** run in the page before its scripts (a watchlist kept in the browser) */
  seed?: string
  /** a User Timing measure the page records for its main drawing (the market map's), read after the first paint */
  drawMeasure?: string
}

const row = (table: string) => `table[aria-label="${table}"] tbody tr:not(.skeleton-row) td`
const FIGURE = 'main dd, main table tbody tr:not(.skeleton-row) td'
export const CHART = 'svg.recharts-surface path'

interface Symbols {
  /** the largest IDX companies, without `.JK` */
  idx: readonly string[]
  /** the largest SGX companies */
  sgx: readonly string[]
}

export function pageKinds({ idx, sgx }: Symbols): PageKind[] {
  const top = idx[0] ?? 'BBCA'
  const companies = [
    ...idx.slice(0, 4).map((symbol) => ({ market: 'idx', symbol })),
    ...sgx.slice(0, 2).map((symbol) => ({ market: 'sgx', symbol })),
  ]
  const saved = JSON.stringify({ version: 2, watchlists: [{ id: 'bench', name: 'Bench', companies }], screens: [] })
  const compared = [idx[0], idx[1], sgx[0]].filter((symbol) => symbol !== undefined).join(',')
  return [
    {
      name: 'screener link',
      path: '/screener?where=sub_sector%3D%27banks%27+and+pe_ttm%3C15&order_by=-market_cap',
      primary: 'data',
      data: row('Screener results'),
    },
    { name: 'report overview', path: `/reports/${top}`, primary: 'chart', data: FIGURE },
    { name: 'report financials', path: `/reports/${top}/financials`, primary: 'chart', data: FIGURE },
    { name: 'auctions', path: '/auctions', primary: 'data', data: row('Auctions') },
    { name: 'companies', path: '/companies?sub_sector=banks', primary: 'data', data: row('Companies') },
    { name: 'market overview', path: '/', primary: 'data', data: FIGURE },
    { name: 'sub-sector', path: '/sectors/banks', primary: 'data', data: FIGURE },
    {
      name: 'watchlist',
      path: '/watchlists/bench',
      primary: 'data',
      data: row('Watchlist companies'),
      seed: `localStorage.setItem('research.saved', ${JSON.stringify(saved)});`,
    },
    { name: 'compare', path: `/compare?symbols=${compared}`, primary: 'data', data: row('Key figures') },
    // the whole IDX market drawn: its first rectangle painted, and the time its drawing took (features/map/draw-timing)
    {
      name: 'market map',
      path: '/map',
      primary: 'data',
      data: 'svg .market-map__tile rect',
      drawMeasure: 'market-map:draw',
    },
  ]
}

/**
 * Runs in the page before any of its scripts (plain text: the bundler that runs this file rewrites functions in
 * ways a page does not understand): `window.__data` and `window.__chart` resolve with the time (ms after navigation
 * start) of the frame that paints the first match of each selector.
 */
export const paintProbe = (data: string) => `
const paintOf = (selector) => new Promise((resolve) => {
  const check = () => {
    if (document.querySelector(selector) === null) return false
    requestAnimationFrame(() => resolve(performance.now()))
    return true
  }
  if (check()) return
  new MutationObserver((_, observer) => { if (check()) observer.disconnect() })
    .observe(document, { childList: true, subtree: true })
})
window.__data = paintOf(${JSON.stringify(data)})
window.__chart = paintOf(${JSON.stringify(CHART)})`
