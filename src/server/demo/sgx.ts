import { SGX_EMPLOYEE_QUANTILES } from './calibration'
import { dailySeries } from './daily-series'
import type { SgxCompany, SgxYearlyRow } from './model'
import { rngFor, stratifiedDescending } from './random'
import { buildSgxFinancials, sgxYearlyRows } from './sgx-financials'
import { buildSgxDividends, simulateSgxPrices, sgxSizeZ } from './sgx-market'
import { sgxSnapshot, sgxTags } from './sgx-snapshot'
import { buildSgxUniverse, SGX_BIG_CAPS } from './sgx-universe'
import type { SgxBlueprint } from './sgx-universe'

/** How many companies the "top-90d-transaction-value" tag names. */
const TOP_VALUE_TAG_SIZE = 20

/** The SGX side of the demo market: each company with its yearly rows. */
export function generateSgx(seed: number, scale: number): { company: SgxCompany; yearly: SgxYearlyRow[] }[] {
  const blueprints = buildSgxUniverse(seed, scale)
  const employees = sgxEmployees(seed, blueprints)
  const priced = blueprints.map((company) => ({ company, prices: simulateSgxPrices(seed, company) }))
  // full statements go to the largest companies by their actual (quoted) market cap
  const bySize = [...priced].sort(
    (a, b) => b.prices.marketCap - a.prices.marketCap || (a.company.symbol < b.company.symbol ? -1 : 1),
  )
  bySize.forEach(({ company }, rank) => (company.bigCap = rank < SGX_BIG_CAPS))
  const built = priced.map(({ company, prices }) => {
    const financials = buildSgxFinancials(seed, company, prices)
    const eps = new Map(financials.years.map((y) => [y.year, y.income.earnings / prices.shares]))
    const dividends = buildSgxDividends(seed, company, prices, eps)
    const yearly = sgxYearlyRows(seed, company, financials, dividends.byYear)
    const snapshot = sgxSnapshot(seed, company, prices, financials, dividends, employees.get(company.symbol) ?? null)
    const value90d = (snapshot.volume ?? 0) * prices.close * 63
    const result: SgxCompany = {
      snapshot,
      slugs: { sector: company.subSector.sector.slug, subSector: company.subSector.slug },
      dividends: [...dividends.payments],
      daily: dailySeries(rngFor(seed, 'sgx-daily-volume', company.key), prices.path, snapshot.volume ?? 0),
    }
    return { result, yearly, value90d }
  })
  const topValue = new Set(
    [...built]
      .sort(
        (a, b) =>
          b.value90d - a.value90d || ((a.result.snapshot.symbol ?? '') < (b.result.snapshot.symbol ?? '') ? -1 : 1),
      )
      .slice(0, TOP_VALUE_TAG_SIZE)
      .map((b) => b.result.snapshot.symbol),
  )
  for (const { result, yearly } of built) {
    result.snapshot.tags = sgxTags(result.snapshot, yearly, topValue.has(result.snapshot.symbol))
  }
  return built.map((b) => ({ company: b.result, yearly: b.yearly }))
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
  scored.forEach((s, i) => result.set(s.c.symbol, Math.max(1, Math.round(values[i] ?? 1))))
  return result
}
