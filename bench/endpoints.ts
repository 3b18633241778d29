import { composeServer } from '../src/server/compose'
import { openDemoMarket } from '../src/server/db/open'
import { INDEX_CODES } from '../src/shared/api/market-indices'
import { option, printRow } from './stats'

/**
 * The market endpoints' latency, in process (the app's own request path, no socket), on a market built or reopened
 * at `--scale` in `--data-dir`: `npm run bench:endpoints -- --scale 100 --data-dir /tmp/m100-market`. Prints the
 * start-up (build or reopen, and the peak memory) and p50/p99 per endpoint. Requests vary their parameters so no
 * answer is asked twice in a row; the first request for each sub-sector's report is printed apart (what a user waits
 * for after a restart).
 */
const scale = Number(option('scale', '1'))
const dataDir = option('data-dir', '')
const rounds = Number(option('rounds', '200'))
const KEY = 'bench-key'

const t0 = performance.now()
const market = openDemoMarket({ seed: 1, scale, dataDir: dataDir === '' ? undefined : dataDir })
console.log(
  `scale ${String(scale)}: ${market.origin} in ${((performance.now() - t0) / 1000).toFixed(1)} s, ` +
    `peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB, ${String(market.summary.counts.idx_companies)} IDX companies`,
)
const app = composeServer({ market, keys: [KEY], clientDir: null, log: () => undefined, logError: console.error })
const subSectors = market.db
  .prepare<[], string>('SELECT DISTINCT sub_sector_slug FROM idx_companies ORDER BY 1')
  .pluck()
  .all()
// listing performance covers listings since June 2005 (older ones are its documented 404)
const symbols = market.db
  .prepare<[], string>(
    "SELECT symbol FROM idx_companies WHERE listing_date >= '2005-06-01' ORDER BY market_cap DESC LIMIT 50",
  )
  .pluck()
  .all()
const asOf = market.summary.asOf
const day = (back: number) => new Date(Date.parse(`${asOf}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10)
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T

async function time(path: string): Promise<number> {
  const start = performance.now()
  const response = await app.request(path, { headers: { authorization: KEY } })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${path}: ${String(response.status)}`)
  return performance.now() - start
}

async function run(label: string, request: (i: number) => string) {
  const samples: number[] = []
  for (let i = 0; i < rounds; i++) samples.push(await time(request(i)))
  printRow(label, samples)
}

const cold: number[] = []
for (const slug of subSectors) cold.push(await time(`/v2/subsector/report/${slug}/`))
printRow('subsector report, first per sub-sector', cold)
await run(
  'subsector report (kept)',
  (i) => `/v2/subsector/report/${pick(subSectors, i)}/?sections=statistics,companies`,
)
await run('top-changes (defaults)', (i) => `/v2/companies/top-changes/?n_stock=${String((i % 10) + 1)}`)
await run(
  'top-changes (min_mcap 0, sub-sector)',
  (i) => `/v2/companies/top-changes/?min_mcap_billion=0&sub_sector=${pick(subSectors, i)}`,
)
await run('sgx top (defaults)', (i) => `/v2/sgx/companies/top/?n_stock=${String((i % 10) + 1)}`)
await run('most-traded (30 days)', (i) => `/v2/most-traded/?end=${day(i % 60)}&adjusted=${String(i % 2 === 0)}`)
await run(
  'most-traded (90 days, n 10)',
  (i) => `/v2/most-traded/?start=${day(90 + (i % 60))}&end=${day(i % 60)}&n_stock=10`,
)
await run('free-float (sub-sector)', (i) => `/v2/free-float/?sub_sector=${pick(subSectors, i)}`)
await run('index-daily (30 days)', (i) => `/v2/index-daily/${pick(INDEX_CODES, i)}/?end=${day(i % 60)}`)
await run('idx-total (90 days)', (i) => `/v2/idx-total/?start=${day(90 + (i % 60))}&end=${day(i % 60)}`)
const ticker = (i: number) => pick(symbols, i).replace('.JK', '')
await run('quarterly financials (4 quarters)', (i) => `/v2/financials/quarterly/${ticker(i)}/?n_quarters=4`)
await run('quarterly financial dates', (i) => `/v2/company/get_quarterly_financial_dates/${ticker(i)}/`)
await run('listing-performance', (i) => `/v2/listing-performance/${ticker(i)}/`)
await run('tags, sgx tags, sgx sectors', (i) => pick(['/v2/tags/', '/v2/sgx/tags/', '/v2/sgx/sectors/'], i))
