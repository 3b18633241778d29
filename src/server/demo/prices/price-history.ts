import { civilDay, DEMO_AS_OF, isWeekday, tradingDayOnOrBefore } from '../core/calendar'
import {
  widenedExtremes,
  windowExtremes,
  WINDOW_START_DAY,
  type DailyPath,
  type Extremes,
  type Tick,
} from './price-path'
import { BankDraws, normalBank } from '../core/normal-bank'
import { at, rngFor } from '../core/random'
import type { ReadonlyYearValues } from '../core/year-values'

/**
 * A company's closes before its 52-week path: from listing, or from ten years before the as-of day for older
 * companies, to the day before the path starts. Like the path they are not stored but drawn again from a few numbers
 * (the path, the year-end closes, the volatility and the company's stream), so the daily endpoints serve any window
 * of the ten years and the snapshot's all-time extremes are the extremes of what they serve.
 *
 * The closes run through the year-end closes the valuations use (each year's last trading day closes at it) and join
 * the 52-week path at its first day: between two such anchors a random walk with the company's volatility, bent to
 * land on the next anchor. The walk reads the seed's bank of normal numbers (core/normal-bank.ts) and steps by
 * 1 + x + x²/2 rather than e^x: every company's ten years are drawn at start-up, for the all-time extremes and the
 * market's daily capitalisation, and that keeps a company's 2,600 days to a few microseconds (Box–Muller and exp
 * per day cost 25 times as much).
 */

const [AS_OF_YEAR, AS_OF_MONTH, AS_OF_DATE] = DEMO_AS_OF.split('-').map(Number) as [number, number, number]

/** The first day of the history served: ten years before the as-of day. */
export const HISTORY_START_DAY = civilDay(AS_OF_YEAR - 10, AS_OF_MONTH, AS_OF_DATE)

/** The trading days (weekdays) before the 52-week window, from HISTORY_START_DAY on. */
export const OLDER_DAYS = Int32Array.from(
  Array.from({ length: WINDOW_START_DAY - HISTORY_START_DAY }, (_, i) => HISTORY_START_DAY + i).filter(isWeekday),
)

/** What a company's older closes are drawn from. */
export interface HistoryInputs {
  readonly market: 'idx' | 'sgx'
  /** the company's stream key */
  readonly key: string
  readonly listingDay: number
  /** the 52-week path: the history ends the day before its first day and walks to its first close */
  readonly path: DailyPath
  /** year-end closes by year (those before the 52-week window are anchors) */
  readonly yearEnds: ReadonlyYearValues
  readonly annualVolatility: number
  readonly tick: Tick
}

/** A company's older trading days and closes, oldest first (both empty for a company listed within 52 weeks). */
export interface OlderCloses {
  /** day numbers, a suffix of OLDER_DAYS */
  readonly days: Int32Array
  readonly closes: Float64Array
  /** where `days` starts in OLDER_DAYS */
  readonly offset: number
}

/** The first index of `days` (sorted) whose day is on or after `day`. */
export function firstIndexOnOrAfter(days: Int32Array, day: number): number {
  let low = 0
  let high = days.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((days[middle] ?? 0) < day) low = middle + 1
    else high = middle
  }
  return low
}

/** A walk's running product, per day of one segment: scratch space reused by every company. */
const PRODUCT = new Float64Array(OLDER_DAYS.length + 1)

/**
 * The older closes of a company. `into`, when given, receives the closes (it must hold OLDER_DAYS.length numbers)
 * and the answer's `closes` is a view of it: the start-up pass reuses one buffer for every company.
 */
export function olderCloses(seed: number, inputs: HistoryInputs, into?: Float64Array): OlderCloses {
  const offset = firstIndexOnOrAfter(OLDER_DAYS, Math.max(inputs.listingDay, HISTORY_START_DAY))
  const days = OLDER_DAYS.subarray(offset)
  const count = days.length
  const closes = into === undefined ? new Float64Array(count) : into.subarray(0, count)
  if (count === 0) return { days, closes, offset }
  const { path, tick } = inputs
  const rng = rngFor(seed, `${inputs.market}-price-history`, inputs.key)
  const bank = normalBank(seed)
  const draws = new BankDraws(rng)
  const dailySd = inputs.annualVolatility / Math.sqrt(250)

  // anchors: each year's last trading day within the history at its year-end close, then the path's first close
  // one step past the last day
  const anchors: [index: number, price: number][] = []
  for (const [year, price] of inputs.yearEnds.entries()) {
    const day = tradingDayOnOrBefore(civilDay(year, 12, 31))
    if (day < (days[0] ?? 0) || day > (days[count - 1] ?? 0)) continue
    anchors.push([firstIndexOnOrAfter(days, day), price])
  }
  anchors.push([count, path.closes[0] ?? 0])
  // the first day: an anchor's own, or a step of the walk's size back from the first anchor
  const [firstIndex, firstPrice] = at(anchors, 0)
  let index = 0
  let price =
    firstIndex === 0 ? firstPrice : tick(firstPrice * Math.exp(rng.normal(0, dailySd * Math.sqrt(firstIndex))))
  closes[0] = price
  for (const [anchorIndex, anchorPrice] of anchors) {
    const steps = anchorIndex - index
    if (steps <= 0) continue
    // the walk's product over the segment, then the constant daily drift that lands it on the anchor
    let product = 1
    for (let t = 1; t <= steps; t++) {
      const x = dailySd * draws.next(bank)
      product *= 1 + x + 0.5 * x * x
      PRODUCT[t] = product
    }
    const drift = Math.pow(anchorPrice / (price * product), 1 / steps)
    let bend = 1
    for (let t = 1; t < steps; t++) {
      bend *= drift
      closes[index + t] = tick(price * (PRODUCT[t] ?? 1) * bend)
    }
    if (anchorIndex < count) closes[anchorIndex] = anchorPrice
    index = anchorIndex
    price = anchorPrice
  }
  return { days, closes, offset }
}

/** Whether a company listed on `listingDay` has older closes (it traded before the 52-week window). */
export const hasOlderCloses = (listingDay: number): boolean =>
  firstIndexOnOrAfter(OLDER_DAYS, Math.max(listingDay, HISTORY_START_DAY)) < OLDER_DAYS.length

const NONE: Extremes = {
  low: { price: Number.POSITIVE_INFINITY, day: HISTORY_START_DAY },
  high: { price: Number.NEGATIVE_INFINITY, day: HISTORY_START_DAY },
}

/** The lowest and highest of the older closes, the earliest day on a tie; null when there are none. */
export function olderExtremes({ days, closes }: OlderCloses): Extremes | null {
  return closes.length === 0 ? null : widenedExtremes(days, closes, closes.length, HISTORY_START_DAY, NONE)
}

/**
 * The lowest and highest close of the whole series, older closes then the path, the earliest day on a tie (as the
 * path's own extremes are stated): an older close as low as the path's lowest is the earlier of the two.
 */
export function allTimeFrom(older: Extremes | null, path: DailyPath): Extremes {
  const { low, high } = at(windowExtremes(path, [0]), 0)
  if (older === null) return { low, high }
  return {
    low: older.low.price <= low.price ? older.low : low,
    high: older.high.price >= high.price ? older.high : high,
  }
}

/** The lowest and highest close of the whole series (allTimeFrom). */
export const allTimeExtremes = (older: OlderCloses, path: DailyPath): Extremes =>
  allTimeFrom(olderExtremes(older), path)
