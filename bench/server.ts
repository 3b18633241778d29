import { serve } from '@hono/node-server'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { composeServer } from '../src/server/compose'
import { openDemoMarket } from '../src/server/db/open'
import { gatewayBench } from './gateway'
import { translateQuestion } from '../src/server/nl'
import { ms, option, printRow } from './stats'

/**
 * The service's figures: start-up (generate, load, reopen from cache), database size, memory, and the latency of
 * a mix of screener queries over real HTTP (sequential and concurrent) and of natural-language translation.
 * `npm run bench -- --scale 10 --requests 3000`; `--data-dir DIR` keeps the built market there (and reuses it next
 * time, which then measures the reopen only), so a large scale is generated once.
 */
const scale = Number(option('scale', '1'))
const keptDataDir = option('data-dir', '')
const requests = Number(option('requests', '2000'))
const KEY = 'bench-key'

const QUERIES = [
  '/v2/companies/',
  '/v2/companies/?order_by=-market_cap&limit=50&include_query_values=true',
  "/v2/companies/?where=sub_sector%3D'banks'+and+pe_ttm<15&order_by=-market_cap&include_query_values=true",
  '/v2/companies/?where=revenue[2025]>revenue[2024]*1.2+and+revenue[2024]>0&order_by=-(revenue[2025]/revenue[2024])&include_query_values=true',
  "/v2/companies/?where=indices+in+['LQ45','IDX30']+and+yield_ttm>0.03&order_by=-yield_ttm&limit=200",
  "/v2/companies/?where=company_name+like+'%25bank%25'+or+sector%3D'energy'&order_by=company_name&offset=100",
  '/v2/companies/?where=market_cap_rank<%3D200+and+earnings[2025]<earnings[2024]&order_by=-market_cap&limit=200&include_query_values=true',
  "/v2/companies/?where=listing_date>'2020-12-31'+and+esg_score+is+not+null&order_by=esg_score",
  '/v2/companies/?where=pe[2024]<pe_peer_avg[2024]+and+roe[2024]>0.15&order_by=pe[2024]',
  '/v2/sgx/companies/?where=forward_dividend_yield>0.05&order_by=-market_cap&include_query_values=true',
  '/v2/companies/?q=top+10+banks+by+market+cap&include_query_values=true',
  '/v2/companies/?q=dividend+payers+in+LQ45+with+P/E+below+15',
  '/v2/companies/?q=revenue+growth+above+20%25+in+2025',
]

const QUESTIONS = [
  'top 5 banks by market cap',
  'dividend payers in LQ45 with P/E below 15',
  'revenue growth above 20% in 2024',
  'loss-making coal miners listed after 2015',
  'cheapest 10 property companies',
  'tech companies with revenue between 1 trillion and 10 trillion in 2023',
  'largest 20 companies by employees',
  'banks with ROE above 15% and PBV under 1.5x',
]

/** Peak resident memory of this process so far. */
const peakRss = () => `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`

/** Start-up figures; returns the DATA_DIR holding the built market, which the HTTP runs reopen from. */
function startup(): string {
  const dir = keptDataDir === '' ? mkdtempSync(path.join(os.tmpdir(), 'bench-')) : keptDataDir
  // cold start first, as a server starts: generate and load into DATA_DIR; the peak memory is the start-up's
  const t0 = performance.now()
  const built = openDemoMarket({ seed: 1, scale, dataDir: dir })
  const buildMs = performance.now() - t0
  const startupPeak = peakRss()
  const t1 = performance.now()
  const cached = openDemoMarket({ seed: 1, scale, dataDir: dir })
  const cachedMs = performance.now() - t1
  const bytes = built.files.reduce((sum, file) => sum + statSync(file).size, 0)
  const { idx_companies, sgx_companies } = built.summary.counts
  const count = (table: string) => Number(built.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get())
  console.log(
    `demo market at scale ${String(scale)}: ${String(idx_companies)} IDX, ${String(sgx_companies)} SGX companies, ${String(count('idx_yearly'))} IDX company-years, ${String(count('idx_quarterly'))} company-quarters`,
  )
  if (built.origin === 'generated') console.log(`  generate + load (cold)   ${ms(buildMs)}, peak rss ${startupPeak}`)
  else console.log(`  (read from ${dir}: delete it to measure the cold start)`)
  console.log(`  reopen from DATA_DIR     ${ms(cachedMs)}`)
  console.log(`  database files           ${(bytes / 1024 / 1024).toFixed(1)} MiB`)
  built.db.close()
  cached.db.close()
  return dir
}

async function http(dataDir: string) {
  const market = openDemoMarket({ seed: 1, scale, dataDir })
  const app = composeServer({ market, keys: [KEY], clientDir: null, log: () => undefined, logError: console.error })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  const base = `http://127.0.0.1:${String(port)}`
  const get = async (pathAndQuery: string) => {
    const started = performance.now()
    const response = await fetch(`${base}${pathAndQuery}`, { headers: { Authorization: KEY } })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${pathAndQuery} answered ${String(response.status)}`)
    return performance.now() - started
  }
  for (const query of QUERIES) await get(query) // warm-up: statement cache, JIT
  const sequential: number[] = []
  for (let i = 0; i < requests; i++) sequential.push(await get(QUERIES[i % QUERIES.length] ?? '/v2/companies/'))
  printRow('screener mix over HTTP, one at a time', sequential)
  const concurrent: number[] = []
  const workers = 8
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = w; i < requests; i += workers) concurrent.push(await get(QUERIES[i % QUERIES.length] ?? '/'))
    }),
  )
  printRow(`screener mix over HTTP, ${String(workers)} concurrent`, concurrent)
  const structured = QUERIES.filter((query) => !query.includes('q='))
  for (const query of structured.slice(2, 5)) {
    const samples: number[] = []
    for (let i = 0; i < 200; i++) samples.push(await get(query))
    printRow(`  ${decodeURIComponent(query).slice(14, 54)}`, samples)
  }
  // the full IDX report (all eight sections) of companies spread over the market, one at a time
  const tickers = market.db
    .prepare<[], string>('SELECT symbol FROM idx_companies ORDER BY symbol')
    .pluck()
    .all()
    .filter((_, i, all) => i % Math.max(1, Math.floor(all.length / 200)) === 0)
  const reports: number[] = []
  for (const ticker of tickers) await get(`/v2/company/report/${ticker}/`) // warm-up
  for (let i = 0; i < 400; i++) reports.push(await get(`/v2/company/report/${tickers[i % tickers.length] ?? ''}/`))
  printRow('full IDX report over HTTP, one at a time', reports)
  const asked: number[] = []
  for (let i = 0; i < 500; i++)
    asked.push(await get(`/v2/companies/?q=${encodeURIComponent(QUESTIONS[i % QUESTIONS.length] ?? '')}`))
  printRow('natural-language question over HTTP', asked)
  server.close()
  console.log(`memory after the runs: rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`)
}

function translation() {
  const samples: number[] = []
  for (let i = 0; i < 20_000; i++) {
    const question = QUESTIONS[i % QUESTIONS.length] ?? ''
    const started = performance.now()
    const result = translateQuestion(question, 'idx')
    samples.push(performance.now() - started)
    if (!result.ok) throw new Error(`not translated: ${question}`)
  }
  printRow('natural-language translation (in process)', samples)
}

const dataDir = startup()
translation()
await http(dataDir)
await gatewayBench(
  openDemoMarket({ seed: 1, scale, dataDir }),
  QUERIES.filter((query) => !query.includes('q=')),
  requests,
)
if (keptDataDir === '') rmSync(dataDir, { recursive: true, force: true })
console.log(`peak rss of the whole run: ${peakRss()}`)
