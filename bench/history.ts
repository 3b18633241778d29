import { composeServer } from '../src/server/compose'
import { openDemoMarket } from '../src/server/db/open'
import { option, printRow } from './stats'

/**
 * Latency of the history endpoints (in process, through the whole app): `npm run bench:history -- --scale 100
 * --data-dir /tmp/m100` reuses a built market. Daily windows ten years back, index levels, the market total and
 * quarterly financials, over companies spread across the market.
 */
const scale = Number(option('scale', '1'))
const dataDir = option('data-dir', '')
const market = openDemoMarket({ seed: 1, scale, ...(dataDir === '' ? {} : { dataDir }) })
const app = composeServer({ market, keys: ['k'], clientDir: null, log: () => undefined, logError: console.error })
const symbols = market.db
  .prepare<[], string>("SELECT replace(symbol, '.JK', '') FROM idx_companies ORDER BY symbol")
  .pluck()
  .all()
  .filter((_, i, all) => i % Math.max(1, Math.floor(all.length / 200)) === 0)
const paths: Record<string, (i: number) => string> = {
  'daily, a window 8 years back': (i) =>
    `/v2/daily/${symbols[i % symbols.length] ?? ''}/?start=2018-06-01&end=2018-08-30`,
  'index-daily, 90 days': (i) =>
    `/v2/index-daily/${['lq45', 'ihsg', 'idx30', 'sti'][i % 4] ?? ''}/?start=2023-01-0${String(1 + (i % 9))}&end=2023-03-31`,
  'idx-total, 90 days': (i) => `/v2/idx-total/?start=2024-01-0${String(1 + (i % 9))}&end=2024-03-31`,
  'financials/quarterly, 8 quarters': (i) =>
    `/v2/financials/quarterly/${symbols[i % symbols.length] ?? ''}/?n_quarters=8`,
  get_quarterly_financial_dates: (i) =>
    `/v2/company/get_quarterly_financial_dates/${symbols[i % symbols.length] ?? ''}/`,
}
for (const [name, path] of Object.entries(paths)) {
  const samples: number[] = []
  for (let i = 0; i < 400; i++) {
    const started = performance.now()
    const response = await app.request(path(i), { headers: { authorization: 'k', 'cache-control': 'no-cache' } })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${path(i)} answered ${String(response.status)}`)
    if (i >= 20) samples.push(performance.now() - started)
  }
  printRow(name, samples)
}
