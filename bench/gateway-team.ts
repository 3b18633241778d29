import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { IDX_VIEWS, SGX_VIEWS } from '../src/shared/reports/report-sections'
import { idxReportPath } from '../src/shared/api/idx-report'
import { sgxReportPath } from '../src/shared/api/sgx-report'
import { openDemoMarket } from '../src/server/db/open'
import { startRedis } from '../src/server/gateway/testing/redis'
import { startDemoUpstream, startGatewayServer, type GatewayServer } from '../src/server/gateway/testing/servers'

/**
 * What a team spends in credits: three people browse the same reports and screens, each through a different server
 * in live mode (a demo upstream on 127.0.0.1 stands in for the Sectors API and bills as it does), first with each
 * server's own cache and ledger, then with the three sharing them through a real redis-server.
 */
const UPSTREAM_KEY = 'bench-team-upstream-key'
const PEOPLE = 3

/** One person's session: what the dashboard asks for as they open screens, questions and report sections. */
function session(person: number, idxTickers: readonly string[], sgxTickers: readonly string[]): string[] {
  const screens = [
    "/v2/companies/?where=sub_sector%3D'banks'&order_by=-market_cap&limit=50",
    '/v2/companies/?order_by=-market_cap&limit=50',
    '/v2/companies/?where=pe_ttm%3C15&order_by=-yield_ttm&limit=50',
    '/v2/sgx/companies/?order_by=-market_cap&limit=50',
    '/v2/companies/?q=top+10+banks+by+market+cap',
    '/v2/subsectors/',
    '/v2/mining/license-auctions/?limit=20',
  ]
  const reports = [
    ...idxTickers.flatMap((ticker) => IDX_VIEWS.map((view) => idxReportPath(ticker, [...view.apiSections]))),
    ...sgxTickers.flatMap((ticker) => SGX_VIEWS.map((view) => sgxReportPath(ticker, [...view.apiSections]))),
  ]
  // everyone sees the same things, each in their own order
  const all = [...screens, ...reports]
  const shift = (person * all.length) / PEOPLE
  return [...all.slice(shift), ...all.slice(0, shift)]
}

async function tickers(base: string, path: string, count: number): Promise<string[]> {
  const body = (await (await fetch(`${base}/api${path}`)).json()) as { results: { symbol: string }[] }
  return body.results.slice(0, count).map((row) => row.symbol.replace(/\.JK$/, ''))
}

/** Runs the three sessions at once, each on its own server; the credits the team spent and the upstream calls. */
async function runTeam(servers: readonly GatewayServer[], sessions: readonly string[][]) {
  const answers = new Map<number, number>()
  await Promise.all(
    sessions.map(async (paths, person) => {
      const server = servers[person % servers.length]
      for (const path of paths) {
        const response = await fetch(`${server?.url ?? ''}/api${path}`)
        await response.arrayBuffer()
        answers.set(response.status, (answers.get(response.status) ?? 0) + 1)
      }
    }),
  )
  const spent = await Promise.all(servers.map((server) => server.gateway.credits()))
  return { spent: spent.map((one) => one.spent_today), answers }
}

const market = openDemoMarket({ seed: 1, scale: 1 })
const upstream = await startDemoUpstream(UPSTREAM_KEY, market)
const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'bench-gateway-team-'))
const start = (redisUrl: string | null) =>
  Promise.all(
    Array.from({ length: PEOPLE }, () =>
      startGatewayServer({ baseUrl: upstream.url, key: UPSTREAM_KEY, redisUrl, dataDir: dataDir() }),
    ),
  )

const probe = await startGatewayServer({ baseUrl: upstream.url, key: UPSTREAM_KEY })
const idx = await tickers(probe.url, '/v2/companies/?order_by=-market_cap&limit=4', 4)
const sgx = await tickers(probe.url, '/v2/sgx/companies/?order_by=-market_cap&limit=2', 2)
await probe.close()
const sessions = Array.from({ length: PEOPLE }, (_, person) => session(person, idx, sgx))
const requests = sessions.reduce((sum, paths) => sum + paths.length, 0)
console.log(
  `team session: ${String(PEOPLE)} people, each through their own server, ${String(sessions[0]?.length ?? 0)} ` +
    `requests each (${String(idx.length)} IDX and ${String(sgx.length)} SGX reports section by section, screens, ` +
    `a question, helper lists, auctions): ${String(requests)} requests in all`,
)

const show = (label: string, outcome: Awaited<ReturnType<typeof runTeam>>, calls: number, total: number) => {
  const statuses = [...outcome.answers].map(([status, count]) => `${String(count)} × ${String(status)}`).join(', ')
  console.log(`  ${label}: ${String(total)} credits spent, ${String(calls)} upstream calls (answers: ${statuses})`)
}

let before = upstream.calls.length
const alone = await start(null)
const separate = await runTeam(alone, sessions)
show(
  'each server its own cache  ',
  separate,
  upstream.calls.length - before,
  separate.spent.reduce((a, b) => a + b, 0),
)
await Promise.all(alone.map((server) => server.close()))

const redis = await startRedis()
before = upstream.calls.length
const team = await start(redis.url)
// the servers connect to Redis in the background: wait until all three have
while (!(await Promise.all(team.map((server) => server.gateway.health()))).every((h) => h.shared.redis === 'connected'))
  await new Promise((resolve) => setTimeout(resolve, 20))
const shared = await runTeam(team, sessions)
show('shared through Redis       ', shared, upstream.calls.length - before, Math.max(...shared.spent))
const saved = 1 - Math.max(...shared.spent) / separate.spent.reduce((a, b) => a + b, 0)
console.log(`  the shared cache saves ${(saved * 100).toFixed(0)}% of the team's credits`)
await Promise.all(team.map((server) => server.close()))
await redis.stop()
await upstream.close()
market.db.close()
