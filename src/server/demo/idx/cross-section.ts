import {
  FIRST_YEAR,
  IDX_EMPLOYEE_NULL_SHARE,
  IDX_EMPLOYEE_QUANTILES,
  IDX_REVENUE_QUANTILES,
  LATEST_YEAR,
  NET_MARGIN_QUANTILES,
} from '../core/calibration'
import { sizeZ } from './market'
import { profileOf, statementKind } from './profiles'
import { yearlyVolatility } from './steadiness'
import type { IdxBlueprint } from './universe'
import type { PeerMultiples } from './yearly-rows'
import type { IdxYearlyRow } from '../model'
import { ascendingRanks, at, quantileAt, rngFor, roundHalfUp, stratifiedDescending } from '../core/random'

/** Fewer valid peers than this and the average falls back to the next, wider group. */
const MIN_PEERS = 3

const PEER_METRICS = [
  ['pe', 'pe_peer_avg'],
  ['pb', 'pb_peer_avg'],
  ['ps', 'ps_peer_avg'],
] as const

/**
 * `pe/pb/ps_peer_avg`: the mean of that year's ratio over the company's sub-industry (itself included), falling
 * back to the industry and then the sub-sector when fewer than three peers have a positive value. Rows are added
 * one company at a time and filled in a second pass over the same rows, so the market's rows never need to sit in
 * memory together.
 */
export class PeerAverages {
  // groups get small integer ids so the running sums sit in flat arrays, not string-keyed maps
  private readonly groupsOf = new Map<string, readonly number[]>()
  private readonly years = LATEST_YEAR - FIRST_YEAR + 1
  private readonly sums: Float64Array
  private readonly counts: Uint32Array

  constructor(companies: readonly IdxBlueprint[]) {
    const groupIds = new Map<string, number>()
    const idOf = (key: string) => {
      const known = groupIds.get(key)
      if (known !== undefined) return known
      groupIds.set(key, groupIds.size)
      return groupIds.size - 1
    }
    for (const company of companies) {
      const s = company.subIndustry
      const groups = [idOf(`i:${s.slug}`), idOf(`n:${s.industry.slug}`), idOf(`s:${s.industry.subSector.slug}`)]
      this.groupsOf.set(company.symbol, groups)
    }
    this.sums = new Float64Array(groupIds.size * this.years * PEER_METRICS.length)
    this.counts = new Uint32Array(this.sums.length)
  }

  private slot(group: number, year: number, metric: number): number {
    if (year < FIRST_YEAR || year > LATEST_YEAR) throw new RangeError(`no peer averages for fiscal year ${year}`)
    return (group * this.years + year - FIRST_YEAR) * PEER_METRICS.length + metric
  }

  /** Counts a reported year's positive ratios towards its groups. */
  add(row: PeerMultiples): void {
    const groups = this.groupsOf.get(row.symbol) ?? []
    PEER_METRICS.forEach(([metric], m) => {
      const value = row[metric]
      if (value === null || value <= 0) return
      for (const group of groups) {
        const slot = this.slot(group, row.year, m)
        this.sums[slot] = (this.sums[slot] ?? 0) + value
        this.counts[slot] = (this.counts[slot] ?? 0) + 1
      }
    })
  }

  /** Sets a row's peer averages from everything added. */
  fill(row: IdxYearlyRow): void {
    const groups = this.groupsOf.get(row.symbol) ?? []
    PEER_METRICS.forEach(([, field], m) => {
      let average: number | null = null
      for (const group of groups) {
        const slot = this.slot(group, row.year, m)
        const count = this.counts[slot] ?? 0
        if (count === 0) continue
        average = (this.sums[slot] ?? 0) / count
        if (count >= MIN_PEERS) break
      }
      row[field] = average
    })
  }
}

/** How much of a year's profitability is the company's own (the rest is the year's luck). */
const PERSISTENCE = 0.75
/** Banks rarely lose money: their latent profitability sits this many standard units higher. */
const BANK_PROFITABILITY = 1
/** Nor do large caps: per standard unit of size above the median, their latent profitability sits this much higher. */
const SIZE_PROFITABILITY = 0.3
/** How much of last year's luck stays: margins mean-revert slowly around the company's own level. */
const MARGIN_MEMORY = 0.8

/**
 * Net margins for 2018–2026 (2026 is the run rate behind TTM figures). Each company-year gets a latent score: the
 * company's own level (its quality, higher for banks and large caps) plus luck that carries over from year to year
 * and is the smaller the steadier the company (steadiness.ts). Within each year the scores are ranked and mapped
 * onto the calibrated margin quantiles, so every year shows the market's spread and its ~24 % of loss-makers.
 * Vehicles without revenue are left out (their earnings are not a margin).
 */
export function assignMargins(seed: number, companies: readonly IdxBlueprint[]): Map<string, number[]> {
  const luck = Math.sqrt(1 - PERSISTENCE ** 2)
  const renewal = Math.sqrt(1 - MARGIN_MEMORY ** 2)
  const years = LATEST_YEAR + 2 - FIRST_YEAR
  const ranked = companies.filter((c) => !c.noRevenue)
  const n = ranked.length
  // year by year in one flat array, so that each year's scores are ranked as numbers (at scale 100, nine sorts by a
  // comparator reading a map of arrays took 6 s)
  const latent = new Float64Array(n * years)
  ranked.forEach((c, i) => {
    const rng = rngFor(seed, 'idx-margins', c.key)
    const size = sizeZ(c.marketCapTarget)
    const base =
      PERSISTENCE * c.quality +
      SIZE_PROFITABILITY * Math.max(0, size) +
      (statementKind(c.subIndustry.industry.subSector.slug) === 'bank' ? BANK_PROFITABILITY : 0)
    const spread = luck * yearlyVolatility(c.key, size)
    let deviation = spread * rng.normal()
    for (let y = 0; y < years; y++) {
      if (y > 0) deviation = MARGIN_MEMORY * deviation + spread * renewal * rng.normal()
      latent[y * n + i] = base + deviation
    }
  })
  // each year's margins in place of its scores, then each company's years gathered once (not pushed one by one
  // onto arrays found by symbol: 0.4 s at scale 100)
  for (let y = 0; y < years; y++) {
    const scores = latent.subarray(y * n, (y + 1) * n)
    const ranks = ascendingRanks(scores, (a, b) => cmp(at(ranked, a).key, at(ranked, b).key))
    for (let i = 0; i < n; i++) scores[i] = quantileAt(NET_MARGIN_QUANTILES, ((ranks[i] ?? 0) + 0.5) / n)
  }
  const margins = new Map<string, number[]>()
  let i = 0
  for (const c of companies) {
    if (c.noRevenue) margins.set(c.symbol, new Array<number>(years).fill(0))
    else {
      const company = i++
      margins.set(
        c.symbol,
        Array.from({ length: years }, (_, y) => latent[y * n + company] ?? 0),
      )
    }
  }
  return margins
}

/**
 * 2025 revenue for every company that books revenue: the calibrated quantiles handed out in the order of
 * market cap over a price-to-sales draw (the sub-sector's median, higher for high-margin businesses, with
 * noise). Banks (their revenue follows the balance sheet) and no-revenue vehicles get 0 here.
 */
export function assignRevenue(
  seed: number,
  companies: readonly { blueprint: IdxBlueprint; marketCap2025: number }[],
): Map<string, number> {
  const result = new Map<string, number>()
  const scored: { symbol: string; key: string; score: number }[] = []
  for (const { blueprint, marketCap2025 } of companies) {
    const subSector = blueprint.subIndustry.industry.subSector.slug
    result.set(blueprint.symbol, 0)
    if (blueprint.noRevenue || statementKind(subSector) === 'bank') continue
    const rng = rngFor(seed, 'idx-price-to-sales', blueprint.key)
    // speculative loss-makers trade at rich sales multiples, steady earners at modest ones
    const priceToSales = profileOf(subSector).priceToSales * rng.logNormal(1, 0.3) * Math.exp(-0.5 * blueprint.quality)
    scored.push({ symbol: blueprint.symbol, key: blueprint.key, score: Math.log(marketCap2025 / priceToSales) })
  }
  scored.sort((a, b) => b.score - a.score || cmp(a.key, b.key))
  const values = stratifiedDescending(scored.length, IDX_REVENUE_QUANTILES, rngFor(seed, 'idx-revenue-strata'), true)
  scored.forEach((s, i) => result.set(s.symbol, values[i] ?? 0))
  return result
}

/**
 * Employee counts from the calibrated distribution, handed out by a score of size (revenue and market cap) and
 * the sub-sector's labour intensity; about 11 % report none, mostly small and recently listed companies.
 */
export function assignEmployees(
  seed: number,
  companies: readonly { blueprint: IdxBlueprint; revenue: number; marketCap: number }[],
): Map<string, number | null> {
  const scored = companies.map(({ blueprint, revenue, marketCap }) => {
    const rng = rngFor(seed, 'idx-employees', blueprint.key)
    const size = 0.6 * Math.log(Math.max(revenue, 1e9)) + 0.4 * Math.log(marketCap)
    const labour = profileOf(blueprint.subIndustry.industry.subSector.slug).labour
    const reports = rng.next() > IDX_EMPLOYEE_NULL_SHARE * (size < 27.5 ? 1.6 : 0.4)
    return { blueprint, score: size / 2 + labour + rng.normal(0, 0.7), reports }
  })
  const reporting = scored
    .filter((s) => s.reports)
    .sort((a, b) => b.score - a.score || cmp(a.blueprint.key, b.blueprint.key))
  const values = stratifiedDescending(
    reporting.length,
    IDX_EMPLOYEE_QUANTILES,
    rngFor(seed, 'idx-employee-strata'),
    true,
  )
  const result = new Map<string, number | null>(scored.map((s) => [s.blueprint.symbol, null]))
  reporting.forEach((s, i) => result.set(s.blueprint.symbol, Math.max(1, roundHalfUp(values[i] ?? 1))))
  return result
}

/**
 * Ranks 1..N by `value`, largest first; ties go to the alphabetically earlier symbol, so ranks never repeat.
 * Companies without a value get no rank.
 */
export function rankDescending(entries: readonly { symbol: string; value: number | null }[]): Map<string, number> {
  const ranked = entries
    .filter((e): e is { symbol: string; value: number } => e.value !== null)
    .sort((a, b) => b.value - a.value || cmp(a.symbol, b.symbol))
  return new Map(ranked.map((e, i) => [e.symbol, i + 1]))
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
