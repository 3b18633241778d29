import { composeServer } from '../src/server/compose'
import { openDemoMarket } from '../src/server/db/open'
import { fuzzRequest, seededRandom } from '../src/server/screener/testing/fuzz-inputs'
import { option } from './stats'

/**
 * `npm run bench:fuzz`: 100,000 seeded generated screener inputs (token soup, mutations of valid queries, an
 * injection corpus, very long and deeply nested text) against the real app in process; prints the answers by
 * status and by kind of input, and whether the data changed. `-- --count 100000 --seed 1 --scale 1`
 */
const count = Number(option('count', '100000'))
const seed = Number(option('seed', '1'))
const scale = Number(option('scale', '1'))
const KEY = 'fuzz-key'

const market = openDemoMarket({ seed: 1, scale })
const errors: string[] = []
const app = composeServer({
  market,
  keys: [KEY],
  clientDir: null,
  log: () => undefined,
  logError: (line) => errors.push(line),
})
const rowCounts = () =>
  market.db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all()
    .map(
      ({ name }) =>
        `${name}:${String(market.db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM "${name}"`).get()?.n)}`,
    )
    .join(' ')
const before = rowCounts()

const random = seededRandom(seed)
const byStatus = new Map<number, number>()
const byKind = new Map<string, number>()
const started = performance.now()
let slowest = { ms: 0, path: '' }
for (let i = 0; i < count; i++) {
  const { kind, path } = fuzzRequest(random)
  const t0 = performance.now()
  const response = await app.request(path, { headers: { authorization: KEY } })
  await response.arrayBuffer()
  const ms = performance.now() - t0
  if (ms > slowest.ms) slowest = { ms, path }
  byStatus.set(response.status, (byStatus.get(response.status) ?? 0) + 1)
  byKind.set(`${kind} ${String(response.status)}`, (byKind.get(`${kind} ${String(response.status)}`) ?? 0) + 1)
  if (response.status >= 500 && errors.length < 20) errors.push(`${String(response.status)} ${path.slice(0, 200)}`)
}
const seconds = (performance.now() - started) / 1000

console.log(`fuzz: ${String(count)} inputs, seed ${String(seed)}, scale ${String(scale)}, ${seconds.toFixed(1)} s`)
console.log(
  `by status: ${[...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${String(status)}×${String(n)}`)
    .join('  ')}`,
)
console.log(
  `by kind:   ${[...byKind]
    .sort()
    .map(([key, n]) => `${key}×${String(n)}`)
    .join('  ')}`,
)
console.log(`5xx: ${String([...byStatus].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0))}`)
console.log(`slowest: ${slowest.ms.toFixed(1)} ms  ${decodeURIComponent(slowest.path).slice(0, 160)}`)
console.log(`data unchanged: ${String(rowCounts() === before)}`)
for (const line of errors.slice(0, 10)) console.log(`  ${line.slice(0, 300)}`)
