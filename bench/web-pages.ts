/**
 * The page kinds bench:web opens, each as a colleague's link would open it, and what counts as its first useful
 * pixel: a data row (or a stated figure) for lists and overviews, the first chart for a report.
 */
export interface PageKind {
  name: string
  path: string
  /** the figure the page is judged by: its first data, or its first chart (a report) */
  primary: 'data' | 'chart'
  /** CSS selector of the first data painted */
  data: string
  /** the page draws no chart (its first chart is not waited for) */
  noChart?: true
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
      noChart: true,
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
      noChart: true,
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
      noChart: true,
    },
  ]
}

/**
 * Runs in the page before any of its scripts (plain text: the bundler that runs this file rewrites functions in
 * ways a page does not understand). Each moment resolves with the time (ms after navigation start) of the frame
 * that paints it, and tells `window.__benchMoment(name)` (bench/web-measure.ts then reads the main thread's time,
 * through the DevTools protocol: a reading can come after a task that starts right after the paint):
 * - `data`: the first match of the data selector is painted (visible, even in a region not yet live);
 * - `live`: a match is painted outside any inert or aria-hidden region and React owns it (hydrated or rendered:
 *   it reacts to the person);
 * - `chart`: the first chart's first path is painted.
 */
export const paintProbe = (data: string) => `
const moment = (name, found) => new Promise((resolve) => {
  // each frame looks (hydration adds no node: a match already there becomes live without any mutation). A frame's
  // animation callbacks run just before it is painted: the time of the first frame with a match is when the match is
  // painted. (Waiting for the frame after it would add whatever task runs after the paint, such as the app's start.)
  const look = () => {
    if (!found()) return requestAnimationFrame(look)
    const at = performance.now()
    window.__benchMoment?.(name)
    resolve(at)
  }
  requestAnimationFrame(look)
})
const owned = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))
const live = (element) => element.closest('[inert], [aria-hidden="true"]') === null && owned(element)
window.__data = moment('data', () => document.querySelector(${JSON.stringify(data)}) !== null)
window.__live = moment('live', () => [...document.querySelectorAll(${JSON.stringify(data)})].some(live))
window.__chart = moment('chart', () => document.querySelector(${JSON.stringify(CHART)}) !== null)`
