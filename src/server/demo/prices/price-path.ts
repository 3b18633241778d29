import { AS_OF_DAY, DEMO_AS_OF, dayNumber, isoDate, isWeekday } from '../core/calendar'
import { BankDraws } from '../core/normal-bank'
import { roundHalfUp, type Rng } from '../core/random'

/** Rounds a raw price to a valid quote (exchange tick size, minimum price). */
export type Tick = (price: number) => number

/** Daily closes over the last 52 weeks (or since listing, when more recent), ending on the as-of day. */
export interface DailyPath {
  /** trading-day numbers (days since 1970-01-01), oldest first; the last is the as-of day */
  readonly days: Int32Array
  readonly closes: Float64Array
}

export interface Extreme {
  readonly price: number
  readonly day: number
}

export interface Extremes {
  readonly low: Extreme
  readonly high: Extreme
}

/** The first day of the 52-week window. */
export const WINDOW_START_DAY = AS_OF_DAY - 365
/** The first day of the as-of year, where year-to-date windows start. */
const YEAR_START_DAY = dayNumber(`${DEMO_AS_OF.slice(0, 4)}-01-01`)

/** The trading days (weekdays) of the 52-week window, oldest first: the days of every path not listed within it. */
export const WINDOW_DAYS = Int32Array.from(
  Array.from({ length: AS_OF_DAY - WINDOW_START_DAY + 1 }, (_, i) => WINDOW_START_DAY + i).filter(isWeekday),
)

/** Scratch space for the random walk, reused by every path (the walk itself is not kept). */
const WALK = new Float64Array(WINDOW_DAYS.length)

/** Size in standard units: 0 at a market's median market cap, about ±2.3 log units per step. */
export const marketSizeZ = (marketCap: number, medianCap: number): number =>
  (Math.log(marketCap) - Math.log(medianCap)) / 2.3

/** The 52-week path to today's close, from the first trading day on or after listing (or a year ago). */
export const pathSinceListing = (
  listingDay: number,
  options: Omit<Parameters<typeof simulateDailyPath>[0], 'fromDay'>,
) => simulateDailyPath({ ...options, fromDay: Math.max(listingDay, WINDOW_START_DAY) })

/**
 * A Brownian bridge in log price from `close / (1 + change)` to `close`: a random walk with the company's
 * volatility that lands exactly on today's close, so the 52-week change and the extremes agree with it.
 */
export function simulateDailyPath(options: {
  rng: Rng
  /** the seed's normal numbers (core/normal-bank.ts), read on a way drawn from `rng` */
  bank: Float64Array
  close: number
  change: number
  annualVolatility: number
  fromDay: number
  tick: Tick
}): DailyPath {
  const { rng, bank, close, change, annualVolatility, fromDay, tick } = options
  const days = fromDay <= WINDOW_START_DAY ? WINDOW_DAYS : WINDOW_DAYS.filter((d) => d >= fromDay)
  const steps = days.length - 1
  if (steps <= 0) return { days: Int32Array.of(AS_OF_DAY), closes: Float64Array.of(close) }
  // about 250 trading days a year
  const dailySd = annualVolatility / Math.sqrt(250)
  const walk = WALK.subarray(0, steps + 1)
  const draws = new BankDraws(rng)
  for (let t = 1; t <= steps; t++) walk[t] = (walk[t - 1] ?? 0) + dailySd * draws.next(bank)
  const start = Math.log(close / (1 + change))
  const drift = Math.log(close) - start
  const last = walk[steps] ?? 0
  const closes = new Float64Array(steps + 1)
  for (let t = 0; t < steps; t++) {
    const f = t / steps
    closes[t] = tick(Math.exp(start + f * drift + (walk[t] ?? 0) - f * last))
  }
  closes[steps] = close
  return { days, closes }
}

/** The close `tradingDays` before the last one (the first close when the path is shorter). */
export function closeBack(path: DailyPath, tradingDays: number): number {
  return path.closes[Math.max(0, path.closes.length - 1 - tradingDays)] ?? 0
}

export function firstDay(path: DailyPath): number {
  return path.days[0] ?? AS_OF_DAY
}

/**
 * Lowest and highest close on or after each of `fromDays` (the earliest day wins a tie, and a window that
 * holds only today gives today's close).
 */
export function windowExtremes(path: DailyPath, fromDays: readonly number[]): Extremes[] {
  return fromDays.map((fromDay) => extremesFrom(path, fromDay))
}

function extremesFrom({ days, closes }: DailyPath, fromDay: number): Extremes {
  const last = closes.length - 1
  const today = { price: closes[last] ?? 0, day: days[last] ?? AS_OF_DAY }
  return widenedExtremes(days, closes, last, fromDay, { low: today, high: today })
}

/**
 * `start` lowered and raised by the closes before index `end` on days on or after `fromDay`. Walking backwards, a
 * tie goes to the earlier day, as extremes are stated: a path's own, and the all-time ones over the older closes.
 */
export function widenedExtremes(
  days: Int32Array,
  closes: Float64Array,
  end: number,
  fromDay: number,
  start: Extremes,
): Extremes {
  let low = -1
  let high = -1
  let lowPrice = start.low.price
  let highPrice = start.high.price
  for (let i = end - 1; i >= 0 && (days[i] ?? 0) >= fromDay; i--) {
    const price = closes[i] ?? 0
    if (price <= lowPrice) {
      low = i
      lowPrice = price
    }
    if (price >= highPrice) {
      high = i
      highPrice = price
    }
  }
  return {
    low: low < 0 ? start.low : { price: lowPrice, day: days[low] ?? AS_OF_DAY },
    high: high < 0 ? start.high : { price: highPrice, day: days[high] ?? AS_OF_DAY },
  }
}

/** The close on the last trading day on or before `day` within the path (the first close when earlier). */
export function closeOn(path: DailyPath, day: number): number {
  const { days, closes } = path
  let i = 0
  while (i + 1 < days.length && (days[i + 1] ?? Infinity) <= day) i++
  return closes[i] ?? 0
}

/** The 16 snapshot fields of the four windows, as the catalogue names them (shared by IDX and SGX). */
export function extremeFields(w: { ytd: Extremes; weeks52: Extremes; days90: Extremes; allTime: Extremes }) {
  return {
    ytd_low_price: w.ytd.low.price,
    ytd_low_date: isoDate(w.ytd.low.day),
    ytd_high_price: w.ytd.high.price,
    ytd_high_date: isoDate(w.ytd.high.day),
    '52_w_low_price': w.weeks52.low.price,
    '52_w_low_date': isoDate(w.weeks52.low.day),
    '52_w_high_price': w.weeks52.high.price,
    '52_w_high_date': isoDate(w.weeks52.high.day),
    '90_d_low_price': w.days90.low.price,
    '90_d_low_date': isoDate(w.days90.low.day),
    '90_d_high_price': w.days90.high.price,
    '90_d_high_date': isoDate(w.days90.high.day),
    all_time_low_price: w.allTime.low.price,
    all_time_low_date: isoDate(w.allTime.low.day),
    all_time_high_price: w.allTime.high.price,
    all_time_high_date: isoDate(w.allTime.high.day),
  }
}

/**
 * Extremes of the year to date, the 52 weeks and the 90 days, from a quote's path, and all time (the whole history
 * the daily endpoints serve, price-history.ts).
 */
export function quoteExtremes(path: DailyPath, allTime: Extremes): ReturnType<typeof extremeFields> {
  const [ytd, weeks52, days90] = windowExtremes(path, [YEAR_START_DAY, WINDOW_START_DAY, AS_OF_DAY - 90])
  if (!ytd || !weeks52 || !days90) throw new Error('three windows give three extremes')
  return extremeFields({ ytd, weeks52, days90, allTime })
}

/** IDX tick sizes (IDR): 1 below 200, 2 to 500, 5 to 2,000, 10 to 5,000, 25 above; `floor` is the minimum. */
export function idxTick(floor: number): Tick {
  return (price) => {
    const size = price < 200 ? 1 : price < 500 ? 2 : price < 2000 ? 5 : price < 5000 ? 10 : 25
    return Math.max(floor, roundHalfUp(price / size) * size)
  }
}

/** SGX tick sizes (SGD): 0.001 below 0.20, 0.005 below 1.00, 0.01 above. */
export const sgxTick: Tick = (price) => {
  const size = price < 0.2 ? 0.001 : price < 1 ? 0.005 : 0.01
  // whole thousandths, rounded again so binary fractions print as the quote (0.305, not 0.30500000000000005)
  return Math.max(0.001, roundHalfUp(roundHalfUp(price / size) * size * 1000) / 1000)
}
