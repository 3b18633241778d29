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

/** Most paths share the same trading days (the 52-week window): their dates are written once, not per company. */
const DATES = new Map<number, string>()
function dateOf(day: number): string {
  let date = DATES.get(day)
  if (date === undefined) {
    date = isoDate(day)
    DATES.set(day, date)
  }
  return date
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
    dates: Array.from(path.days, dateOf),
    closes,
    volumes: raw.map((value) => Math.round((value * scale) / BOARD_LOT) * BOARD_LOT),
  }
}
