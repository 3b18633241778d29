import { idxTaxonomy } from '../../../shared/catalogue'
import { isoDate } from '../core/calendar'
import { OLDER_DAYS, type OlderCloses } from '../prices/price-history'
import { WINDOW_DAYS } from '../prices/price-path'
import type { SubSectorDay } from '../prices/trading-summary'

/**
 * Each sub-sector's market cap at the ends of the quarters before the 52-week window. The sub-sector report keys its
 * market cap by quarter for the eight quarters before the current one, and the daily caps of the sub-sectors cover
 * only the window's four: the older four are summed where the older closes are drawn (older-years.ts), which is the
 * one place those closes exist, a few numbers per company on top of the ten-year walk.
 */

/** How many quarter ends before the window are kept: the report reads at most eight quarters, the window holds 3–4. */
const QUARTERS_KEPT = 8

/** `2025-09-30` → 2025 × 4 + 2 */
const quarterNumber = (day: number): number => {
  const date = isoDate(day)
  return Number(date.slice(0, 4)) * 4 + Math.floor((Number(date.slice(5, 7)) - 1) / 3)
}

/**
 * Positions in OLDER_DAYS of the last trading day of each quarter that ends before the window (not the quarter the
 * window starts in: its end is the window's), the last QUARTERS_KEPT, oldest first.
 */
const QUARTER_ENDS = Int32Array.from(
  Array.from(OLDER_DAYS.keys())
    .filter((i) => quarterNumber(OLDER_DAYS[i] ?? 0) !== quarterNumber(OLDER_DAYS[i + 1] ?? WINDOW_DAYS[0] ?? 0))
    .slice(-QUARTERS_KEPT),
)

const SUB_SECTOR_AT = new Map(idxTaxonomy.subSectors.map((node, i) => [node.slug, i]))

/** A sub-sector's position among the taxonomy's, as it crosses between threads (-1 for none of them). */
export const subSectorIndex = (slug: string): number => SUB_SECTOR_AT.get(slug) ?? -1

/** Sums of market caps (close × shares) per sub-sector at each of QUARTER_ENDS, over the companies added. */
export class SubSectorQuarterEnds {
  /** empty sums, or sums made elsewhere (on another thread): [sub-sector × QUARTER_ENDS.length + quarter] */
  constructor(
    readonly caps: Float64Array<ArrayBuffer> = new Float64Array(idxTaxonomy.subSectors.length * QUARTER_ENDS.length),
  ) {}

  /** A company's older closes, of the sub-sector at `subSector` (subSectorIndex); `shares` per close. */
  addOlder(older: OlderCloses, shares: number, subSector: number): void {
    if (subSector < 0) return
    const row = subSector * QUARTER_ENDS.length
    for (let q = 0; q < QUARTER_ENDS.length; q++) {
      const i = (QUARTER_ENDS[q] ?? 0) - older.offset
      if (i < 0 || i >= older.closes.length) continue
      this.caps[row + q] = (this.caps[row + q] ?? 0) + (older.closes[i] ?? 0) * shares
    }
  }

  /** Each sub-sector's quarter ends where any of its companies traded, oldest first. */
  *days(): Generator<SubSectorDay> {
    for (const [s, node] of idxTaxonomy.subSectors.entries())
      for (const [q, i] of QUARTER_ENDS.entries()) {
        const marketCap = this.caps[s * QUARTER_ENDS.length + q] ?? 0
        if (marketCap > 0) yield { subSector: node.slug, date: isoDate(OLDER_DAYS[i] ?? 0), marketCap }
      }
  }
}
