import type { Database } from 'better-sqlite3'
import type { ListingPerformance } from '../../shared/api/listing-performance'
import type { DailyStore } from '../daily/daily-store'
import { addDays } from '../daily/window'
import { idxTick } from '../demo/prices/price-path'
import { rngFor } from '../demo/core/random'

/** The real service has IPO figures only for listings after May 2005. */
const FIRST_COVERED_LISTING = '2005-06-01'
const WINDOWS = [7, 30, 90, 365] as const
const tick = idxTick(50)

/**
 * A company's IPO and how its price did after listing. The offer is drawn from the company's own random stream (the
 * demo market has no prospectuses, so the URLs are null); the changes are the company's closes from `/v2/daily/`
 * `n` days after listing (the last trading day on or before) over the offering price, null where the served series
 * does not reach that day. The offering price is the first served close less a first-day rise when the series
 * starts at listing, else a draw.
 */
export function listingPerformance(db: Database, daily: DailyStore, symbol: string): ListingPerformance | undefined {
  const company = db
    .prepare<
      [string],
      { company_name: string; listing_date: string | null; market_cap: number | null; last_close_price: number | null }
    >('SELECT company_name, listing_date, market_cap, last_close_price FROM idx_companies WHERE symbol = ?')
    .get(symbol)
  if (company?.listing_date === null || company?.listing_date === undefined) return undefined
  const listed = company.listing_date
  if (listed < FIRST_COVERED_LISTING) return undefined
  const seed = Number(db.prepare<[], string>(`SELECT value FROM meta WHERE key = 'seed'`).pluck().get())
  const rng = rngFor(seed, 'idx-ipo', symbol)
  const days = daily.idx(symbol, { start: listed, end: addDays(listed, 365) }) ?? []
  const first = days[0]
  const startsAtListing = first !== undefined && first.date <= addDays(listed, 4)
  const pop = Math.exp(rng.normal(0.15, 0.2))
  const drawn = (company.last_close_price ?? 100) * Math.exp(rng.normal(-0.2, 0.5))
  const offeringPrice = tick(startsAtListing ? first.close / pop : drawn)
  const closeAfter = (n: number) => {
    const target = addDays(listed, n)
    if (!startsAtListing || (days.at(-1)?.date ?? '') < target) return null
    return days.findLast((day) => day.date <= target)?.close ?? null
  }
  const change = (n: number) => {
    const close = closeAfter(n)
    return close === null ? null : close / offeringPrice - 1
  }
  const shares =
    company.market_cap !== null && company.last_close_price ? company.market_cap / company.last_close_price : 0
  const percent = Math.round((0.1 + 0.25 * rng.next()) * 100) / 100
  const [chg_7d, chg_30d, chg_90d, chg_365d] = WINDOWS.map(change)
  return {
    symbol,
    chg_7d: chg_7d ?? null,
    chg_30d: chg_30d ?? null,
    chg_90d: chg_90d ?? null,
    chg_365d: chg_365d ?? null,
    company_name: company.company_name,
    listing_date: listed,
    shares_offered: Math.round((shares * percent) / 100) * 100,
    percent_total_shares: percent,
    book_building_start_date: addDays(listed, -17),
    book_building_end_date: addDays(listed, -10),
    book_building_lower_bound: tick(offeringPrice * 0.86),
    book_building_upper_bound: offeringPrice,
    offering_start_date: addDays(listed, -6),
    offering_end_date: addDays(listed, -4),
    offering_price: offeringPrice,
    distribution_date: addDays(listed, -1),
    prospectus_url: null,
    additional_info_url: null,
  }
}
