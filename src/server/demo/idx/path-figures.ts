import type { IdxCompany, IdxYearlyRow } from '../model'

/** How a market's earnings move through time, in the terms issue 46 states its targets in. */
export interface EarningsPathFigures {
  top30: { medianEarningsChange: number; beyondDouble: number; medianRevenueChange: number }
  topBanks: { medianEarningsChange: number; lossYears: number }
  /** each year's market-cap-weighted earnings growth of the banks sub-sector, as its report weighs it */
  bankGrowthByYear: [year: number, growth: number][]
  latestYear: number
  netMarginMedian: number
  lossMakerShare: number
  revenueGrowthP5: number
  revenueGrowthP95: number
}

const growth = (now: number | null, then: number | null) =>
  now !== null && then !== null && then > 0 ? now / then - 1 : null

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const position = q * (sorted.length - 1)
  const low = Math.floor(position)
  const high = Math.ceil(position)
  return (sorted[low] ?? 0) + ((sorted[high] ?? 0) - (sorted[low] ?? 0)) * (position - low)
}

/** Year-on-year changes (growth on a positive base only: on a negative one growth means nothing). */
function changes(rows: readonly IdxYearlyRow[], field: 'earnings' | 'revenue'): number[] {
  const found: number[] = []
  for (let i = 1; i < rows.length; i++) {
    const g = growth(rows[i]?.[field] ?? null, rows[i - 1]?.[field] ?? null)
    if (g !== null) found.push(g)
  }
  return found
}

/**
 * The figures of a generated market (companies with their snapshot, and every yearly row): the 30 largest
 * companies' and the 10 largest banks' year-on-year changes, the banks' weighted growth, and the latest year's
 * cross-section.
 */
export function earningsPathFigures(
  companies: readonly IdxCompany[],
  yearly: readonly IdxYearlyRow[],
): EarningsPathFigures {
  const rowsOf = new Map<string, IdxYearlyRow[]>()
  for (const row of yearly) {
    const rows = rowsOf.get(row.symbol) ?? []
    rows.push(row)
    rowsOf.set(row.symbol, rows)
  }
  for (const rows of rowsOf.values()) rows.sort((a, b) => a.year - b.year)
  const bySize = [...companies].sort((a, b) => (b.snapshot.market_cap ?? 0) - (a.snapshot.market_cap ?? 0))
  const rows = (c: IdxCompany) => rowsOf.get(c.snapshot.symbol ?? '') ?? []
  const top30 = bySize.slice(0, 30)
  const banks = bySize.filter((c) => c.slugs.subSector === 'banks')
  const topBanks = banks.slice(0, 10)
  const earningsChanges = top30.flatMap((c) => changes(rows(c), 'earnings'))
  const bankYears = new Map<number, { weighted: number; caps: number }>()
  for (const bank of banks) {
    const cap = bank.snapshot.market_cap ?? 0
    const history = rows(bank)
    for (let i = 1; i < history.length; i++) {
      const g = growth(history[i]?.earnings ?? null, history[i - 1]?.earnings ?? null)
      const year = history[i]?.year
      if (g === null || year === undefined || cap <= 0) continue
      const sums = bankYears.get(year) ?? { weighted: 0, caps: 0 }
      sums.weighted += g * cap
      sums.caps += cap
      bankYears.set(year, sums)
    }
  }
  const latestYear = Math.max(...yearly.filter((r) => r.earnings !== null).map((r) => r.year))
  const latest = yearly.filter((r) => r.year === latestYear && r.earnings !== null)
  const margins = latest.filter((r) => (r.revenue ?? 0) > 0).map((r) => (r.earnings ?? 0) / (r.revenue ?? 1))
  const revenueGrowth = companies.flatMap((c) => {
    const history = rows(c)
    const g = growth(
      history.find((r) => r.year === latestYear)?.revenue ?? null,
      history.find((r) => r.year === latestYear - 1)?.revenue ?? null,
    )
    return g === null ? [] : [g]
  })
  return {
    top30: {
      medianEarningsChange: quantile(earningsChanges.map(Math.abs), 0.5),
      beyondDouble: earningsChanges.filter((g) => Math.abs(g) > 1).length / Math.max(1, earningsChanges.length),
      medianRevenueChange: quantile(top30.flatMap((c) => changes(rows(c), 'revenue')).map(Math.abs), 0.5),
    },
    topBanks: {
      medianEarningsChange: quantile(topBanks.flatMap((c) => changes(rows(c), 'earnings')).map(Math.abs), 0.5),
      lossYears: topBanks.flatMap(rows).filter((r) => r.earnings !== null && r.earnings < 0).length,
    },
    bankGrowthByYear: [...bankYears.entries()]
      .sort(([a], [b]) => a - b)
      .map(([year, { weighted, caps }]) => [year, weighted / caps]),
    latestYear,
    netMarginMedian: quantile(margins, 0.5),
    lossMakerShare: latest.filter((r) => (r.earnings ?? 0) < 0).length / Math.max(1, latest.length),
    revenueGrowthP5: quantile(revenueGrowth, 0.05),
    revenueGrowthP95: quantile(revenueGrowth, 0.95),
  }
}
