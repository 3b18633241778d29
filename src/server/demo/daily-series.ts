import { isoDate } from './calendar'
import type { DailyPath } from './price-path'
import type { Rng } from './random'

/** One company's trading days as the daily endpoints serve them: the price path's closes with their volumes. */
export interface DailySeries {
  /** YYYY-MM-DD, oldest first; the last is the as-of day */
  readonly dates: readonly string[]
  readonly closes: readonly number[]
  /** shares traded, in whole board lots */
  readonly volumes: readonly number[]
}

/** Both exchanges trade in board lots of 100 shares. */
const BOARD_LOT = 100

/**
 * The dates of a path's trading days. A path's days are the window's trading days from its first day on
 * (price-path.ts), so the first day and the count name them: every path with the same ones shares one array, and
 * most paths (the whole 52-week window) have the same ones.
 */
const DATES = new Map<string, readonly string[]>()
function datesOf(days: Int32Array): readonly string[] {
  const key = `${String(days[0] ?? 0)}:${String(days.length)}`
  let dates = DATES.get(key)
  if (dates === undefined) {
    dates = Array.from(days, isoDate)
    DATES.set(key, dates)
  }
  return dates
}

/**
 * Volumes for a price path: busier on days the price moved more (each day's absolute log return lifts it), with
 * day-to-day noise, scaled so that the mean daily volume is `averageVolume` (the figure the snapshot reports or
 * the turnover it implies), in whole lots.
 */
export function dailySeries(rng: Rng, path: DailyPath, averageVolume: number): DailySeries {
  const closes = Array.from(path.closes)
  const raw = closes.map((close, i) => {
    const move = i === 0 ? 0 : Math.abs(Math.log(close / (closes[i - 1] ?? close)))
    return Math.exp(rng.normal(0, 0.5)) * (1 + 12 * move)
  })
  const mean = raw.reduce((sum, value) => sum + value, 0) / Math.max(1, raw.length)
  const scale = mean > 0 ? Math.max(0, averageVolume) / mean : 0
  return {
    dates: datesOf(path.days),
    closes,
    volumes: raw.map((value) => Math.round((value * scale) / BOARD_LOT) * BOARD_LOT),
  }
}
