import { AS_OF_DAY, dayNumber } from '../core/calendar'
import { LATEST_YEAR } from '../core/calibration'
import type { IdxBlueprint } from './universe'
import type { IdxSnapshotRow, IdxYearlyRow } from '../model'
import { firstInOrder } from '../core/order'

/** The snapshot fields index selection, tags and auction winners read: all a market-wide ranking keeps per company. */
export type CandidateSnapshot = Pick<
  IdxSnapshotRow,
  | 'company_name' | 'sub_industry' | 'market_cap' | 'free_float' | 'esg_score' | 'dar_mrq' | 'der_mrq' | 'roe_ttm'
  | 'pe_ttm' | 'pb_mrq' | 'yield_ttm' | 'last_close_price' | '52_w_high_price' | '90_d_high_price' | 'ytd_high_price'
  | 'all_time_high_price'
> // prettier-ignore

/** The yearly fields the growth index and the dividend tag read. */
export type CandidateYear = Pick<IdxYearlyRow, 'year' | 'revenue' | 'eps_growth' | 'total_dividend'>

/** What index selection and the liquidity tags look at, per company. */
export interface IndexCandidate {
  readonly blueprint: IdxBlueprint
  readonly snapshot: CandidateSnapshot
  /** traded value over the last 90 days (IDR) */
  readonly value90d: number
  /** traded shares over the last 90 days */
  readonly volume90d: number
  /** net institutional buying over the last three months (IDR) */
  readonly institutionBuying: number
  /** the company's reported years, oldest first */
  readonly yearly: readonly CandidateYear[]
}

/** Index codes in the order a company lists them. */
export const IDX_INDICES = [
  'LQ45',
  'IDX30',
  'KOMPAS100',
  'JII70',
  'IDXHIDIV20',
  'IDXBUMN20',
  'SRIKEHATI',
  'IDXESGL',
  'IDXG30',
  'IDXQ30',
  'IDXV30',
  'ECONOMIC30',
  'SMINFRA18',
  'FTSE',
  'IDXVESTA28',
] as const
export type IdxIndex = (typeof IDX_INDICES)[number]

/** Sub-sectors outside sharia screening: conventional finance; plus liquor makers and gaming venues. */
const NON_SHARIA_SUB_SECTORS = new Set(['banks', 'financing-service', 'insurance', 'investment-service'])
const NON_SHARIA_SUB_INDUSTRIES = new Set(['Liquors', 'Gaming Venue'])
const INFRASTRUCTURE = new Set([
  'utilities',
  'telecommunication',
  'transportation-infrastructure',
  'heavy-constructions-civil-engineering',
  'logistics-deliveries',
  'transportation',
])

/**
 * Index memberships: fixed-size lists (smaller only when the market is) that go mostly to the largest, most
 * liquid regular-board names. IDX30 ⊂ LQ45 ⊂ KOMPAS100 by construction.
 */
export function selectIndices(candidates: readonly IndexCandidate[]): Map<string, IdxIndex[]> {
  const score = (c: IndexCandidate) =>
    0.5 * Math.log(Math.max(c.value90d, 1)) + 0.5 * Math.log(c.snapshot.market_cap ?? 1)
  // each score worked out once, not twice a comparison (two logarithms each, over most of the market)
  const eligible = candidates
    .filter((c) => ['Main', 'Development'].includes(c.blueprint.board))
    .filter((c) => dayNumber(c.blueprint.listingDate) <= AS_OF_DAY - 90)
    .map((c) => ({ c, s: score(c) }))
    .sort((a, b) => b.s - a.s || (a.c.blueprint.symbol < b.c.blueprint.symbol ? -1 : 1))
    .map(({ c }) => c)
  const top = (pool: readonly IndexCandidate[], size: number, by: (c: IndexCandidate) => number) =>
    firstInOrder(pool, size, (a, b) => by(b) - by(a) || (a.blueprint.symbol < b.blueprint.symbol ? -1 : 1))
  const n = (c: IndexCandidate, field: keyof CandidateSnapshot) => {
    const value = c.snapshot[field]
    return typeof value === 'number' ? value : null
  }
  const liquid = eligible.slice(0, 150)
  const lq45 = eligible.slice(0, 45)
  const members: Record<IdxIndex, readonly IndexCandidate[]> = {
    LQ45: lq45,
    IDX30: lq45.slice(0, 30),
    KOMPAS100: eligible.slice(0, 100),
    JII70: top(
      eligible.filter(
        (c) =>
          !NON_SHARIA_SUB_SECTORS.has(c.blueprint.subIndustry.industry.subSector.slug) &&
          !NON_SHARIA_SUB_INDUSTRIES.has(c.blueprint.subIndustry.name) &&
          (n(c, 'dar_mrq') ?? 1) < 0.45,
      ),
      70,
      (c) => c.value90d,
    ),
    IDXHIDIV20: top(
      eligible.slice(0, 100).filter((c) => n(c, 'yield_ttm') !== null),
      20,
      (c) => n(c, 'yield_ttm') ?? 0,
    ),
    IDXBUMN20: eligible.filter((c) => c.blueprint.stateOwned).slice(0, 20),
    SRIKEHATI: top(
      liquid.filter((c) => n(c, 'esg_score') !== null && !['oil-gas-coal', 'tobacco'].includes(slugOf(c))),
      25,
      (c) => -(n(c, 'esg_score') ?? 99),
    ),
    IDXESGL: top(
      liquid.filter((c) => n(c, 'esg_score') !== null),
      30,
      (c) => score(c) - 0.15 * (n(c, 'esg_score') ?? 99),
    ),
    IDXG30: top(liquid, 30, (c) => growthOf(c)),
    IDXQ30: top(
      liquid.filter((c) => (n(c, 'roe_ttm') ?? 0) > 0),
      30,
      (c) => (n(c, 'roe_ttm') ?? 0) - 0.05 * (n(c, 'der_mrq') ?? 5),
    ),
    IDXV30: top(
      liquid.filter((c) => n(c, 'pe_ttm') !== null && n(c, 'pb_mrq') !== null),
      30,
      (c) => 1 / (n(c, 'pe_ttm') ?? 1) + 0.1 / (n(c, 'pb_mrq') ?? 1),
    ),
    ECONOMIC30: eligible.filter((c) => (n(c, 'roe_ttm') ?? 0) > 0.05).slice(0, 30),
    SMINFRA18: eligible.filter((c) => INFRASTRUCTURE.has(slugOf(c))).slice(0, 18),
    FTSE: top(eligible, 30, (c) => (n(c, 'market_cap') ?? 0) * (n(c, 'free_float') ?? 0)),
    IDXVESTA28: top(
      liquid.filter((c) => n(c, 'yield_ttm') !== null && (n(c, 'roe_ttm') ?? 0) > 0),
      28,
      (c) => (n(c, 'yield_ttm') ?? 0) + 0.5 * (n(c, 'roe_ttm') ?? 0),
    ),
  }
  const result = new Map<string, IdxIndex[]>()
  for (const index of IDX_INDICES) {
    for (const c of members[index]) result.set(c.blueprint.symbol, [...(result.get(c.blueprint.symbol) ?? []), index])
  }
  return result
}

function slugOf(c: IndexCandidate): string {
  return c.blueprint.subIndustry.industry.subSector.slug
}

/** Revenue plus EPS growth of the latest reported year: what a growth index ranks by. */
function growthOf(c: IndexCandidate): number {
  const latest = c.yearly.find((row) => row.year === LATEST_YEAR)
  const previous = c.yearly.find((row) => row.year === LATEST_YEAR - 1)
  if (!latest || !previous || !latest.revenue || !previous.revenue) return -Infinity
  return latest.revenue / previous.revenue - 1 + Math.min(1, latest.eps_growth ?? 0)
}

/** Tags in the order a company lists them. */
export const IDX_TAGS = [
  '52-w-high',
  '90-d-high',
  'ytd-high',
  'all-time-high',
  'dividend-yield-ttm-above-5-percent',
  'dividend-increase-5y',
  'esg-under-25',
  'public-float-under-25',
  'top-90d-transaction-value',
  'top-90d-transaction-volume',
  'top-20-institution-buying',
] as const

/** A close within 2 % of a window's high counts as "at the high". */
export const NEAR_HIGH = 0.98
/** How many companies the "top" tags name. */
export const TOP_TAG_SIZE = 20

/** The last close's price highs, each as the quote reports it (null: none). */
interface Highs {
  last_close_price: number | null
  '52_w_high_price': number | null
  '90_d_high_price': number | null
  ytd_high_price: number | null
  all_time_high_price: number | null
}

/** The tags of a close within NEAR_HIGH of each of its highs, alike in both markets. */
export function nearHighTags(row: Highs) {
  const close = row.last_close_price ?? 0
  const near = (high: number | null) => high !== null && close >= NEAR_HIGH * high
  return {
    '52-w-high': near(row['52_w_high_price']),
    '90-d-high': near(row['90_d_high_price']),
    'ytd-high': near(row.ytd_high_price),
    'all-time-high': near(row.all_time_high_price),
  }
}

/** Tags derived from the data; each one's rule is testable from the rows the company exposes. */
export function tagsFor(
  c: IndexCandidate,
  topValue: ReadonlySet<string>,
  topVolume: ReadonlySet<string>,
  topBuying: ReadonlySet<string>,
): string[] {
  const s = c.snapshot
  // the near-high tags named one by one, not spread: an object spread into this literal was a slow-mode object of
  // about 1.6 KB per company (16 MB of the heap at scale 10, profiled)
  const highs = nearHighTags(s)
  const checks: Record<(typeof IDX_TAGS)[number], boolean> = {
    '52-w-high': highs['52-w-high'],
    '90-d-high': highs['90-d-high'],
    'ytd-high': highs['ytd-high'],
    'all-time-high': highs['all-time-high'],
    'dividend-yield-ttm-above-5-percent': (s.yield_ttm ?? 0) > 0.05,
    'dividend-increase-5y': dividendIncreased5y(c.yearly),
    'esg-under-25': s.esg_score !== null && s.esg_score < 25,
    'public-float-under-25': s.free_float !== null && s.free_float < 0.25,
    'top-90d-transaction-value': topValue.has(c.blueprint.symbol),
    'top-90d-transaction-volume': topVolume.has(c.blueprint.symbol),
    'top-20-institution-buying': topBuying.has(c.blueprint.symbol),
  }
  return IDX_TAGS.filter((tag) => checks[tag])
}

/** Paid in each of the last six fiscal years, never cut, and more in the latest than five years before. */
export function dividendIncreased5y(yearly: readonly { year: number; total_dividend: number | null }[]): boolean {
  const totals: number[] = []
  for (let year = LATEST_YEAR - 5; year <= LATEST_YEAR; year++) {
    const total = yearly.find((row) => row.year === year)?.total_dividend ?? null
    if (total === null) return false
    totals.push(total)
  }
  return totals.every((t, i) => i === 0 || t >= (totals[i - 1] ?? Infinity)) && (totals[5] ?? 0) > (totals[0] ?? 0)
}
