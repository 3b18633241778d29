import { generateDemoMarket } from '../src/server/demo'
import { earningsPathFigures } from '../src/server/demo/idx/path-figures'
import { option } from './stats'

/**
 * The demo market's earnings paths against issue 46's targets: how much the largest companies' and banks' figures
 * move from year to year, and whether the whole market's cross-section stays calibrated.
 * `npx tsx bench/earnings-paths.ts --scale 1 --seed 1`.
 */
const scale = Number(option('scale', '1'))
const seed = Number(option('seed', '1'))

const market = generateDemoMarket({ seed, scale })
const f = earningsPathFigures(market.idx.companies, market.idx.yearly)
const pct = (value: number) => `${(value * 100).toFixed(1)} %`
console.log(
  `IDX demo market, seed ${String(seed)} scale ${String(scale)}: ${String(market.idx.companies.length)} companies`,
)
console.log(`top 30 by market cap   median |YoY earnings| ${pct(f.top30.medianEarningsChange)}  (target ≤ 25 %)`)
console.log(`                       beyond ±100 %         ${pct(f.top30.beyondDouble)}  (target ≤ 5 %)`)
console.log(`                       median |YoY revenue|  ${pct(f.top30.medianRevenueChange)}  (target ≤ 15 %)`)
console.log(`top 10 banks           median |YoY earnings| ${pct(f.topBanks.medianEarningsChange)}  (target ≤ 15 %)`)
console.log(`                       loss years            ${String(f.topBanks.lossYears)}  (target 0)`)
console.log(
  `banks' weighted growth ${f.bankGrowthByYear.map(([year, g]) => `${String(year)} ${pct(g)}`).join(', ')}  (target within ±50 %)`,
)
console.log(`whole market ${String(f.latestYear)}      net margin median     ${pct(f.netMarginMedian)}  (target 2–9 %)`)
console.log(`                       loss-makers           ${pct(f.lossMakerShare)}  (target 12–35 %)`)
console.log(
  `                       revenue growth p5–p95 ${pct(f.revenueGrowthP5)} to ${pct(f.revenueGrowthP95)}  (target wider than 50 points)`,
)
