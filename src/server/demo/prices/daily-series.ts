import { isoDate } from '../core/calendar'
import type { DailyPath } from './price-path'
import { BankDraws, volumeNoiseBank } from '../core/normal-bank'
import { OLDER_DAYS, type HistoryInputs, type OlderCloses } from './price-history'
import { type Rng, rngFor, roundHalfUp } from '../core/random'

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
 * Volumes for closes: busier on days the price moved more (each day's absolute log return lifts it), with noise
 * from the seed's bank (core/normal-bank.ts) on the way `rng` draws through it, scaled so that the mean daily volume is
 * `averageVolume` (the figure the snapshot reports or the turnover it implies), in whole lots. `into`, when given,
 * receives them (it must hold as many as there are closes) and the answer is a view of it: the start-up pass reuses
 * one buffer for every company.
 */
export function volumesFor(
  seed: number,
  rng: Rng,
  closes: Float64Array,
  averageVolume: number,
  into?: Float64Array,
): Float64Array {
  const count = closes.length
  const volumes = into === undefined ? new Float64Array(count) : into.subarray(0, count)
  const noise = volumeNoiseBank(seed)
  const draws = new BankDraws(rng)
  let sum = 0
  for (let i = 0; i < count; i++) {
    const close = closes[i] ?? 0
    const move = i === 0 ? 0 : Math.abs(Math.log(close / (closes[i - 1] ?? close)))
    const raw = draws.next(noise) * (1 + 12 * move)
    volumes[i] = raw
    sum += raw
  }
  const scale = sum > 0 ? (Math.max(0, averageVolume) * count) / sum : 0
  for (let i = 0; i < count; i++) volumes[i] = roundHalfUp(((volumes[i] ?? 0) * scale) / BOARD_LOT) * BOARD_LOT
  return volumes
}

/** A path's trading days with their volumes drawn on `rng`'s way (volumesFor), as the daily endpoints serve them. */
export function dailySeries(seed: number, rng: Rng, path: DailyPath, averageVolume: number): DailySeries {
  return {
    dates: datesOf(path.days),
    closes: Array.from(path.closes),
    volumes: Array.from(volumesFor(seed, rng, path.closes, averageVolume)),
  }
}

/** OLDER_DAYS as dates. */
const OLDER_DATES: readonly string[] = Array.from(OLDER_DAYS, isoDate)

/**
 * The older closes before a company's 52-week days, with volumes drawn as `dailySeries` draws them (on a way of
 * their own through the bank), averaging the same shares a day.
 */
export function withOlderDays(
  seed: number,
  inputs: HistoryInputs,
  older: OlderCloses,
  recent: DailySeries,
  averageVolume: number,
): DailySeries {
  if (older.closes.length === 0) return recent
  const rng = rngFor(seed, `${inputs.market}-volume-history`, inputs.key)
  const volumes = volumesFor(seed, rng, older.closes, averageVolume)
  return {
    dates: [...OLDER_DATES.slice(older.offset), ...recent.dates],
    closes: [...older.closes, ...recent.closes],
    volumes: [...volumes, ...recent.volumes],
  }
}
