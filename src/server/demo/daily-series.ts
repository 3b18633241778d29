import { isoDate } from './calendar'
import type { DailyPath } from './price-path'
import { normalBank, OLDER_DAYS, type HistoryInputs, type OlderCloses } from './price-history'
import { rngFor, type Rng } from './random'

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

/** OLDER_DAYS as dates. */
const OLDER_DATES: readonly string[] = Array.from(OLDER_DAYS, isoDate)

/**
 * The older closes before a company's 52-week days, with volumes drawn as `dailySeries` draws them (busier on days
 * the price moved more, with noise from the history's bank of normals), averaging the same shares a day.
 */
export function withOlderDays(
  seed: number,
  inputs: HistoryInputs,
  older: OlderCloses,
  recent: DailySeries,
  averageVolume: number,
): DailySeries {
  const count = older.closes.length
  if (count === 0) return recent
  const bank = normalBank(seed)
  const rng = rngFor(seed, `${inputs.market}-volume-history`, inputs.key)
  let cursor = rng.int(0, bank.length - 1)
  const stride = 2 * rng.int(0, bank.length / 2 - 1) + 1
  const raw = new Float64Array(count)
  let sum = 0
  for (let i = 0; i < count; i++) {
    const close = older.closes[i] ?? 0
    const move = i === 0 ? 0 : Math.abs(Math.log(close / (older.closes[i - 1] ?? close)))
    raw[i] = Math.exp(0.5 * (bank[cursor] ?? 0)) * (1 + 12 * move)
    cursor = (cursor + stride) & (bank.length - 1)
    sum += raw[i] ?? 0
  }
  const scale = sum > 0 ? (Math.max(0, averageVolume) * count) / sum : 0
  return {
    dates: [...OLDER_DATES.slice(older.offset), ...recent.dates],
    closes: [...older.closes, ...recent.closes],
    volumes: [...Array.from(raw, (value) => Math.round((value * scale) / BOARD_LOT) * BOARD_LOT), ...recent.volumes],
  }
}
