import { dayNumber, isoDate } from '../core/calendar'
import type { DailyPath } from './price-path'
import { OLDER_DAYS, type OlderCloses } from './price-history'
import { WINDOW_DAYS } from './price-path'
import { roundHalfUp } from '../core/random'

/**
 * Market-wide daily series made from companies' closes: the sum of their market caps each day, and capitalisation-
 * weighted index levels. They are summed once at start-up, as each company's closes are drawn, and stored (a small
 * table), since an answer that drew every company's ten years again would take seconds at scale 100.
 */

/** Every trading day of the history, oldest first: the older days, then the 52-week window. */
export const MARKET_DAYS = Int32Array.from([...OLDER_DAYS, ...WINDOW_DAYS])

/** One stored series: a value for each of its dates, oldest first. */
export interface MarketSeries {
  /** an index code as the data writes it (`LQ45`, `IHSG`, `STI`) or IDX_TOTAL_SERIES */
  readonly name: string
  readonly dates: readonly string[]
  readonly values: readonly number[]
}

/** Where the generator puts the market-wide series, once every company is made. */
export interface MarketSeriesSink {
  marketSeries(series: MarketSeries): void
  /** a market's universe is drawn: this many of its companies follow (a long build reports its progress by them) */
  universe?(market: 'idx' | 'sgx', companies: number): void
}

/** The name of the whole IDX market's daily capitalisation among the stored series. */
export const IDX_TOTAL_SERIES = 'idx_total'

/** Index history starts here, as the real service's does. */
const INDEX_FIRST_DAY = dayNumber('2019-01-02')
/** The whole market's capitalisation is served from 2021 on (an earlier start is refused), and stored from then. */
const TOTAL_FIRST_DAY = dayNumber('2021-01-01')

const firstDayIndex = (day: number): number => {
  const index = MARKET_DAYS.findIndex((d) => d >= day)
  return index < 0 ? MARKET_DAYS.length : index
}

/** The first day any stored series reads: the sums start there (ten years of closes are drawn, six are summed). */
const FIRST_SUMMED = firstDayIndex(Math.min(INDEX_FIRST_DAY, TOTAL_FIRST_DAY))

/** A company's market cap on a day, as the daily endpoint states it: the close times today's share count. */
export const capOn = (close: number, sharesPerClose: number): number => roundHalfUp(close * sharesPerClose)

/**
 * Sums of market caps per trading day of MARKET_DAYS, over the companies added: all of them, and those on their
 * first day (a listing adds to an index's capitalisation without moving its level).
 */
export class CapitalisationSums {
  /** empty sums, or sums made elsewhere (on another thread, idx/older-years.ts) */
  constructor(
    readonly total: Float64Array<ArrayBuffer> = new Float64Array(MARKET_DAYS.length),
    readonly arriving: Float64Array<ArrayBuffer> = new Float64Array(MARKET_DAYS.length),
  ) {}

  /** A company's days: its older closes, then its path; `shares` converts a close to its market cap. */
  add(older: OlderCloses, path: DailyPath, shares: number): void {
    this.addOlder(older, shares)
    this.addPath(path, shares, older.closes.length > 0)
  }

  /**
   * A company's older days alone. Older days and the path's are different days of the sums, so the two parts of a
   * market may be added up apart (on two threads, idx/older-years.ts) and put together (`plus`) with the same result.
   */
  addOlder(older: OlderCloses, shares: number): void {
    const { total, arriving } = this
    for (let i = Math.max(0, FIRST_SUMMED - older.offset); i < older.closes.length; i++) {
      const at = older.offset + i
      total[at] = (total[at] ?? 0) + capOn(older.closes[i] ?? 0, shares)
    }
    if (older.closes.length > 0)
      arriving[older.offset] = (arriving[older.offset] ?? 0) + capOn(older.closes[0] ?? 0, shares)
  }

  /** A company's path alone; `listedBefore`: it has older closes, so its first day is among those. */
  addPath(path: DailyPath, shares: number, listedBefore: boolean): void {
    const { total, arriving } = this
    const pathStart = MARKET_DAYS.length - path.closes.length
    for (let i = 0; i < path.closes.length; i++) {
      const at = pathStart + i
      total[at] = (total[at] ?? 0) + capOn(path.closes[i] ?? 0, shares)
    }
    if (!listedBefore) arriving[pathStart] = (arriving[pathStart] ?? 0) + capOn(path.closes[0] ?? 0, shares)
  }

  /** These sums and `other`'s together, where each holds days the other does not (addOlder, addPath). */
  plus(other: CapitalisationSums): CapitalisationSums {
    return new CapitalisationSums(
      this.total.map((value, i) => value + (other.total[i] ?? 0)),
      this.arriving.map((value, i) => value + (other.arriving[i] ?? 0)),
    )
  }

  /** The total as a stored series, from the first day it is served. */
  totalSeries(): MarketSeries {
    const from = firstDayIndex(TOTAL_FIRST_DAY)
    const dates: string[] = []
    const values: number[] = []
    for (let i = from; i < MARKET_DAYS.length; i++) {
      if ((this.total[i] ?? 0) === 0) continue
      dates.push(isoDate(MARKET_DAYS[i] ?? 0))
      values.push(roundHalfUp(this.total[i] ?? 0))
    }
    return { name: IDX_TOTAL_SERIES, dates, values }
  }

  /**
   * A capitalisation-weighted index over these companies, `base` points on its first day (2019-01-02, or the first
   * day any of them traded): each day the level moves by the members' capitalisation over the same members' the day
   * before, so a listing changes the weights, not the level. Levels in points, to two decimals as the service states
   * them (the chain itself runs unrounded).
   */
  indexSeries(name: string, base: number): MarketSeries {
    const dates: string[] = []
    const values: number[] = []
    let level = Number.NaN
    for (let i = firstDayIndex(INDEX_FIRST_DAY); i < MARKET_DAYS.length; i++) {
      const today = this.total[i] ?? 0
      if (today === 0) continue
      const before = this.total[i - 1] ?? 0
      level = Number.isNaN(level) || before === 0 ? base : (level * (today - (this.arriving[i] ?? 0))) / before
      dates.push(isoDate(MARKET_DAYS[i] ?? 0))
      values.push(roundHalfUp(level * 100) / 100)
    }
    return { name, dates, values }
  }
}
