import { SGX_EMPLOYEE_QUANTILES } from '../core/calibration'
import { straitsTimesSeries } from '../prices/index-levels'
import type { MarketSeriesSink } from '../prices/market-history'
import type { SgxCompany, SgxSnapshotRow, SgxYearlyRow } from '../model'
import { rngFor, roundHalfUp, stratifiedDescending } from '../core/random'
import { buildSgxFinancials, sgxYearlyRows } from './financials'
import { buildSgxDividends, simulateSgxPrices, sgxSizeZ, type SgxPriceHistory } from './market'
import { sgxSnapshot, sgxTags } from './snapshot'
import { buildSgxUniverse, SGX_BIG_CAPS } from './universe'
import type { SgxBlueprint } from './universe'

/** How many companies the "top-90d-transaction-value" tag names. */
const TOP_VALUE_TAG_SIZE = 20

/** Where the SGX generator puts what it makes, company by company, so the SGX market never sits in memory whole. */
export interface SgxSink extends MarketSeriesSink {
  /** one company with its fiscal years, tagged as if it were not among the most traded */
  sgxCompany(company: SgxCompany, yearly: readonly SgxYearlyRow[]): void
  /** after every company, for the most traded by value: their tags again, now naming that */
  sgxTags(symbol: string, tags: SgxSnapshotRow['tags']): void
}

/** A company with its figures, kept only while it is among the most traded by value so far. */
interface TopCandidate {
  readonly snapshot: SgxSnapshotRow
  readonly yearly: readonly SgxYearlyRow[]
  readonly value90d: number
}

/**
 * The SGX side of the demo market, streamed into `sink` company by company. Which companies are most traded by value
 * is known only at the end, so those few are tagged again then. Returns how many companies it made.
 */
export function generateSgx(seed: number, scale: number, sink: SgxSink): number {
  const blueprints = buildSgxUniverse(seed, scale)
  sink.universe?.('sgx', blueprints.length)
  const employees = sgxEmployees(seed, blueprints)
  const prices: (SgxPriceHistory | undefined)[] = blueprints.map((company) => simulateSgxPrices(seed, company))
  // full statements go to the largest companies by their actual (quoted) market cap
  const bySize = blueprints
    .map((company, i) => ({ company, marketCap: prices[i]?.marketCap ?? 0 }))
    .sort((a, b) => b.marketCap - a.marketCap || (a.company.symbol < b.company.symbol ? -1 : 1))
  bySize.forEach(({ company }, rank) => (company.bigCap = rank < SGX_BIG_CAPS))
  let top: TopCandidate[] = []
  blueprints.forEach((company, i) => {
    const price = prices[i]
    if (price === undefined) throw new Error(`the prices of ${company.symbol} were released too early`)
    prices[i] = undefined
    const financials = buildSgxFinancials(seed, company, price)
    const eps = new Map(financials.years.map((y) => [y.year, y.income.earnings / price.shares]))
    const dividends = buildSgxDividends(seed, company, price, eps)
    const yearly = sgxYearlyRows(seed, company, financials, dividends.byYear)
    const snapshot = sgxSnapshot(seed, company, price, financials, dividends, employees.get(company.symbol) ?? null)
    snapshot.tags = sgxTags(snapshot, yearly, false)
    sink.sgxCompany(
      {
        snapshot,
        slugs: { sector: company.subSector.sector.slug, subSector: company.subSector.slug },
        dividends: [...dividends.payments],
        dailyRecipe: {
          key: company.key,
          marketCapTarget: company.marketCapTarget,
          listingDate: company.listingDate,
          quality: company.quality,
          averageVolume: snapshot.volume ?? 0,
        },
      },
      yearly,
    )
    top = mostTraded([...top, { snapshot, yearly, value90d: (snapshot.volume ?? 0) * price.close * 63 }])
  })
  for (const { snapshot, yearly } of top) {
    if (snapshot.symbol !== null) sink.sgxTags(snapshot.symbol, sgxTags(snapshot, yearly, true))
  }
  sink.marketSeries(
    straitsTimesSeries(
      seed,
      bySize.map(({ company }) => company),
    ),
  )
  return blueprints.length
}

/** The candidates most traded by value, largest first (ties by symbol), at most as many as the tag names. */
function mostTraded(candidates: TopCandidate[]): TopCandidate[] {
  const symbol = (c: TopCandidate) => c.snapshot.symbol ?? ''
  return candidates
    .sort((a, b) => b.value90d - a.value90d || (symbol(a) < symbol(b) ? -1 : 1))
    .slice(0, TOP_VALUE_TAG_SIZE)
}

/** Employees from the SGX distribution by size; REITs (externally managed) and about 15 % of others report none. */
function sgxEmployees(seed: number, companies: readonly SgxBlueprint[]): Map<string, number | null> {
  const scored = companies
    .map((c) => {
      const rng = rngFor(seed, 'sgx-employees', c.key)
      return { c, score: sgxSizeZ(c.marketCapTarget) + rng.normal(0, 0.6), reports: !c.isReit && rng.chance(0.85) }
    })
    .filter((s) => s.reports)
    .sort((a, b) => b.score - a.score || (a.c.key < b.c.key ? -1 : 1))
  const values = stratifiedDescending(scored.length, SGX_EMPLOYEE_QUANTILES, rngFor(seed, 'sgx-employee-strata'), true)
  const result = new Map<string, number | null>()
  scored.forEach((s, i) => result.set(s.c.symbol, Math.max(1, roundHalfUp(values[i] ?? 1))))
  return result
}
