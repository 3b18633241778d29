import { idxTaxonomy } from '../../../shared/catalogue'
import type { IdxSubIndustry } from '../../../shared/catalogue'
import { civilDay, DEMO_AS_OF, dayNumber, isoDate, tradingDayBetween, yearOf } from '../core/calendar'
import {
  IDX_BIG_BANK_MARKET_CAP,
  IDX_BOARD_COUNTS,
  IDX_LARGEST_MARKET_CAP,
  IDX_LISTING_DECADES,
  IDX_MARKET_CAP_QUANTILES,
  IDX_SUB_SECTOR_COUNTS,
  LISTING_BOARDS,
} from '../core/calibration'
import type { ListingBoard } from '../core/calibration'
import { IdxNameRegistry } from './names'
import { NO_REVENUE_SUB_INDUSTRIES, profileOf, SUB_INDUSTRY_WEIGHTS } from './profiles'
import { BUSINESS_GROUPS } from '../core/people'
import type { BusinessGroup } from '../core/people'
import { allocate, at, rngFor, roundHalfUp, stratifiedDescending } from '../core/random'

/** What fixes an IDX company before its statements are drawn: identity, size, age, board and ownership. */
export interface IdxBlueprint {
  /** Stable identity for the company's random streams: sub-sector slug and position within it. */
  readonly key: string
  readonly subIndustry: IdxSubIndustry
  /** Standard-normal size factor plus the sub-sector's tilt; market caps are handed out in its order. */
  readonly sizeScore: number
  /** Persistent profitability factor (standard normal): good years and bad years lean on it. */
  readonly quality: number
  marketCapTarget: number
  listingDate: string
  board: ListingBoard
  stateOwned: boolean
  /** A state-owned parent carries "(Persero)" in its name; its listed subsidiaries do not. */
  persero: boolean
  group: BusinessGroup | null
  /** Followed by analysts: forecasts, ratings, forward P/E. */
  covered: boolean
  /** A holding vehicle or pre-revenue miner that books no revenue. */
  noRevenue: boolean
  name: string
  symbol: string
}

/** What an IDX company's price path depends on: the daily endpoint redraws the path from these (prices/daily-recipe.ts). */
export type IdxPathInputs = Pick<IdxBlueprint, 'key' | 'marketCapTarget' | 'board' | 'listingDate' | 'quality'>

/** Analyst coverage goes to about a quarter of the market, the biggest names first. */
const COVERED_SHARE = 0.25
/** State-owned enterprises and their listed subsidiaries: about 3.5 % of IDX (never fewer than IDXBUMN20). */
const STATE_OWNED_SHARE = 0.035
const MIN_STATE_OWNED = 20

/** Draws the IDX universe at `scale`: counts per sub-sector, market caps by rank, listing dates, boards, names. */
export function buildIdxUniverse(seed: number, scale: number): IdxBlueprint[] {
  const companies = draftCompanies(seed, scale)
  assignMarketCaps(seed, companies)
  assignListingDates(seed, companies)
  assignBoards(seed, companies)
  assignOwnership(seed, companies)
  const registry = new IdxNameRegistry()
  for (const company of companies) {
    const rng = rngFor(seed, 'idx-name', company.key)
    company.name = registry.companyName(rng, company.subIndustry, company.persero)
    company.symbol = registry.symbol(rng, company.name)
  }
  return companies.sort((a, b) => (a.symbol < b.symbol ? -1 : 1))
}

function draftCompanies(seed: number, scale: number): IdxBlueprint[] {
  const companies: IdxBlueprint[] = []
  for (const subSector of idxTaxonomy.subSectors) {
    const count = Math.max(1, roundHalfUp((IDX_SUB_SECTOR_COUNTS[subSector.slug] ?? 1) * scale))
    const subIndustries = idxTaxonomy.subIndustries.filter((s) => s.industry.subSector.slug === subSector.slug)
    const perSubIndustry = allocate(
      count,
      subIndustries.map((s) => SUB_INDUSTRY_WEIGHTS[s.name] ?? 1),
    )
    const profile = profileOf(subSector.slug)
    let index = 0
    subIndustries.forEach((subIndustry, i) => {
      for (let n = 0; n < at(perSubIndustry, i); n++) {
        const key = `${subSector.slug}/${index++}`
        const rng = rngFor(seed, 'idx-blueprint', key)
        const quality = rng.normal()
        companies.push({
          key,
          subIndustry,
          quality,
          sizeScore: rng.normal() + profile.sizeTilt + 0.25 * quality,
          marketCapTarget: 0,
          listingDate: DEMO_AS_OF,
          board: 'Development',
          stateOwned: false,
          persero: false,
          group: null,
          covered: false,
          noRevenue: false,
          name: '',
          symbol: '',
        })
      }
    })
  }
  return companies
}

const bySizeDescending = (a: IdxBlueprint, b: IdxBlueprint) => b.sizeScore - a.sizeScore || (a.key < b.key ? -1 : 1)

/**
 * Hands the calibrated market-cap values out in size order, so the market-wide quantiles hold whatever the
 * tilts. The largest is pinned at 1.2e15 and the biggest bank at 7.5e14, as in the 2026 market.
 */
function assignMarketCaps(seed: number, companies: IdxBlueprint[]): void {
  const values = stratifiedDescending(
    companies.length,
    IDX_MARKET_CAP_QUANTILES,
    rngFor(seed, 'idx-market-cap-strata'),
    true,
  )
  // Pinned near the real figures, with a little seeded noise so they read like market values, not round numbers.
  const pin = rngFor(seed, 'idx-market-cap-pins')
  values[0] = IDX_LARGEST_MARKET_CAP * pin.range(0.996, 1.004)
  const bigBankCap = IDX_BIG_BANK_MARKET_CAP * pin.range(0.996, 1.004)
  let ordered = [...companies].sort(bySizeDescending)
  const isBank = (c: IdxBlueprint) => c.subIndustry.industry.subSector.slug === 'banks'
  const bank = ordered.find(isBank)
  if (bank && values.length > 1) {
    let slot = 1
    for (let i = 2; i < values.length; i++) {
      if (Math.abs(at(values, i) - bigBankCap) < Math.abs(at(values, slot) - bigBankCap)) {
        slot = i
      }
    }
    // clamped between its neighbours so the values stay in descending order
    const below = slot + 1 < values.length ? at(values, slot + 1) : 0
    values[slot] = Math.min(at(values, slot - 1), Math.max(below, bigBankCap))
    // the biggest bank takes the slot; only non-banks rank above it, the rest keep their order below
    const above = new Set(ordered.filter((c) => !isBank(c)).slice(0, slot))
    ordered = [...above, bank, ...ordered.filter((c) => c !== bank && !above.has(c))]
  }
  ordered.forEach((company, i) => (company.marketCapTarget = at(values, i)))
}

/** Decade quotas from calibration; older listings lean towards bigger companies. */
function assignListingDates(seed: number, companies: IdxBlueprint[]): void {
  const quotas = allocate(
    companies.length,
    IDX_LISTING_DECADES.map((d) => d.count),
  )
  const byAge = companies
    .map((company) => ({ company, score: 0.5 * company.sizeScore + rngFor(seed, 'idx-age', company.key).normal() }))
    .sort((a, b) => b.score - a.score || (a.company.key < b.company.key ? -1 : 1))
  const asOfDay = dayNumber(DEMO_AS_OF)
  let next = 0
  IDX_LISTING_DECADES.forEach((decade, d) => {
    for (let n = 0; n < at(quotas, d); n++) {
      const { company } = at(byAge, next++)
      const rng = rngFor(seed, 'idx-listing-date', company.key)
      const year = rng.weighted(decade.years)
      const first = civilDay(year, 1, 2)
      const last = Math.min(civilDay(year, 12, 28), asOfDay - 1)
      company.listingDate = isoDate(tradingDayBetween(rng.int(first, Math.max(first, last)), first, asOfDay - 1))
    }
  })
}

/**
 * Board quotas from calibration: New Economy to the largest recent tech listings, Acceleration to the smallest
 * recent ones, Main to the largest of the rest, Watchlist to the weakest (small and unprofitable).
 */
function assignBoards(seed: number, companies: IdxBlueprint[]): void {
  const quotas = allocate(
    companies.length,
    LISTING_BOARDS.map((b) => IDX_BOARD_COUNTS[b]),
  )
  const quota = (board: ListingBoard) => at(quotas, LISTING_BOARDS.indexOf(board))
  const noise = (c: IdxBlueprint, purpose: string) => rngFor(seed, purpose, c.key).normal()
  const open = new Set(companies)
  const take = (board: ListingBoard, candidates: IdxBlueprint[], score: (c: IdxBlueprint) => number) => {
    const ranked = candidates
      .filter((c) => open.has(c))
      .map((c) => ({ c, s: score(c) }))
      .sort((a, b) => b.s - a.s || (a.c.key < b.c.key ? -1 : 1))
    for (const { c } of ranked.slice(0, quota(board))) {
      c.board = board
      open.delete(c)
    }
  }
  const recent = (fromYear: number) => companies.filter((c) => yearOf(c.listingDate) >= fromYear)
  const logCap = (c: IdxBlueprint) => Math.log(c.marketCapTarget)
  take(
    'New Economy',
    recent(2021).filter((c) => c.subIndustry.industry.subSector.sector.slug === 'technology'),
    logCap,
  )
  take('Acceleration', recent(2019), (c) => -logCap(c) + 0.5 * noise(c, 'idx-board-acceleration'))
  take('Main', companies, (c) => logCap(c) + 0.8 * noise(c, 'idx-board-main'))
  take('Watchlist', companies, (c) => -(c.quality + 0.4 * logCap(c) + noise(c, 'idx-board-watchlist')))
}

/** State ownership, business groups, analyst coverage and the no-revenue vehicles. */
function assignOwnership(seed: number, companies: IdxBlueprint[]): void {
  const stateCount = Math.min(
    companies.length,
    Math.max(MIN_STATE_OWNED, roundHalfUp(companies.length * STATE_OWNED_SHARE)),
  )
  const regularBoard = (c: IdxBlueprint) => c.board === 'Main' || c.board === 'Development'
  const stateOwned = companies
    .map((c) => {
      const eligible = profileOf(c.subIndustry.industry.subSector.slug).stateOwned && regularBoard(c)
      return { c, s: 0.6 * c.sizeScore + (eligible ? 1.5 : -3) + rngFor(seed, 'idx-state', c.key).normal() }
    })
    .sort((a, b) => b.s - a.s || (a.c.key < b.c.key ? -1 : 1))
    .slice(0, stateCount)
  stateOwned.forEach(({ c }, i) => {
    c.stateOwned = true
    c.persero = i < stateCount * 0.6
  })

  const byCap = [...companies].sort((a, b) => b.marketCapTarget - a.marketCapTarget || (a.key < b.key ? -1 : 1))
  const coveredCount = roundHalfUp(companies.length * COVERED_SHARE)
  byCap
    .map((c, rank) => ({ c, s: -rank + companies.length * 0.06 * rngFor(seed, 'idx-coverage', c.key).normal() }))
    .sort((a, b) => b.s - a.s || (a.c.key < b.c.key ? -1 : 1))
    .slice(0, coveredCount)
    .forEach(({ c }) => (c.covered = true))

  byCap.forEach((c, rank) => {
    const rng = rngFor(seed, 'idx-ownership', c.key)
    const percentile = rank / companies.length
    // about 15 % belong to a business group, mostly the larger names
    if (!c.stateOwned && rng.chance(percentile < 0.2 ? 0.4 : percentile < 0.6 ? 0.12 : 0.05)) {
      c.group = rng.pick(BUSINESS_GROUPS)
    }
    c.noRevenue =
      NO_REVENUE_SUB_INDUSTRIES.has(c.subIndustry.name) &&
      !c.covered &&
      c.board !== 'Main' &&
      percentile > 0.4 &&
      rng.chance(0.35)
  })
}
