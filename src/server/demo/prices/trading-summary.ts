import { isoDate } from '../core/calendar'
import type { DailyPath } from './price-path'

/**
 * What the ranking endpoints and the sub-sector report need of every company's trading days, worked out once while
 * the market is built (from the very series `/v2/daily/` draws again on request): a request then reads a few rows
 * instead of drawing a hundred thousand series.
 */

/** The periods of `/v2/companies/top-changes/`, in calendar days back from the latest close ("1d": the day before). */
export const CHANGE_PERIODS = { '1d': 1, '7d': 7, '14d': 14, '30d': 30, '365d': 365 } as const
export type ChangePeriod = keyof typeof CHANGE_PERIODS

/** One company's price changes and the steadiness of its closes over its series. */
export interface TradingFacts {
  /** the last close over the close `period` ago (the last trading day on or before it), minus one; null when the
   * series does not reach back that far */
  readonly changes: Readonly<Record<ChangePeriod, number | null>>
  readonly lastClose: number
  /** the worst fall from a running high, a non-positive decimal */
  readonly maxDrawdown: number
  /** the standard deviation of the closes over their mean */
  readonly rsdClose: number
}

const PERIODS = Object.entries(CHANGE_PERIODS) as [ChangePeriod, number][]

/** The last index whose day is on or before `day`, or -1. */
function lastOnOrBefore(days: Int32Array, day: number): number {
  let low = 0
  let high = days.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((days[middle] ?? 0) <= day) low = middle + 1
    else high = middle
  }
  return low - 1
}

/** What a company's path (its days, as the daily endpoints serve them) comes to. */
export function tradingFacts({ days, closes }: DailyPath): TradingFacts {
  const last = closes.length - 1
  const lastClose = closes[last] ?? 0
  const lastDay = days[last] ?? 0
  const changes = {} as Record<ChangePeriod, number | null>
  for (const [period, back] of PERIODS) {
    const then = period === '1d' ? last - 1 : lastOnOrBefore(days, lastDay - back)
    const base = closes[then]
    changes[period] = then >= 0 && base !== undefined && base > 0 ? lastClose / base - 1 : null
  }
  let peak = 0
  let maxDrawdown = 0
  let sum = 0
  let squares = 0
  for (const close of closes) {
    peak = Math.max(peak, close)
    maxDrawdown = Math.min(maxDrawdown, close / peak - 1)
    sum += close
    squares += close * close
  }
  const mean = sum / Math.max(1, closes.length)
  const variance = Math.max(0, squares / Math.max(1, closes.length) - mean * mean)
  return { changes, lastClose, maxDrawdown, rsdClose: mean > 0 ? Math.sqrt(variance) / mean : 0 }
}

/** A company's trading facts with what the rankings filter them on. */
export interface CompanyTrading {
  symbol: string
  subSector: string
  marketCap: number | null
  facts: TradingFacts
}

/** How many companies a day's most-traded list keeps: the endpoint's `n_stock` maximum. */
export const MOST_TRADED_KEPT = 10
/** The group of the whole market in the most-traded rows (a sub-sector's group is its slug). */
export const WHOLE_MARKET = ''

/** One place of a day's most-traded list. */
export interface MostTradedPlace {
  symbol: string
  volume: number
  close: number
}

/** A day's most-traded list of a group: `adjusted` ranks on value (volume × close), otherwise on volume. */
export interface MostTradedDay {
  group: string
  adjusted: boolean
  date: string
  /** the most traded first, at most MOST_TRADED_KEPT */
  places: MostTradedPlace[]
}

/** A sub-sector's market cap on a day: the sum of its companies' closes × shares. */
export interface SubSectorDay {
  subSector: string
  date: string
  marketCap: number
}

/** The top MOST_TRADED_KEPT of each day, on one measure, in one group; slots are counted back from the last day. */
class DailyLeaders {
  values = new Float64Array(0)
  companies = new Int32Array(0)
  volumes = new Float64Array(0)
  closes = new Float64Array(0)

  ensure(days: number) {
    const size = days * MOST_TRADED_KEPT
    if (this.values.length >= size) return
    const grow = <T extends Float64Array | Int32Array>(old: T, fresh: T): T => (fresh.set(old), fresh)
    this.values = grow(this.values, new Float64Array(size).fill(-1, this.values.length))
    this.companies = grow(this.companies, new Int32Array(size))
    this.volumes = grow(this.volumes, new Float64Array(size))
    this.closes = grow(this.closes, new Float64Array(size))
  }

  /** Whether a company's value ranks ahead of the place `at`: the larger first, on a tie the earlier company. */
  private ahead(value: number, company: number, at: number): boolean {
    const other = this.values[at] ?? -1
    return value > other || (value === other && company < (this.companies[at] ?? 0))
  }

  offer(slot: number, value: number, company: number, volume: number, close: number) {
    const base = slot * MOST_TRADED_KEPT
    let place = base + MOST_TRADED_KEPT - 1
    if (!this.ahead(value, company, place)) return
    // insertion into the sorted list, largest first; a tie keeps the earlier company (symbol order) ahead
    while (place > base && this.ahead(value, company, place - 1)) {
      this.values[place] = this.values[place - 1] ?? 0
      this.companies[place] = this.companies[place - 1] ?? 0
      this.volumes[place] = this.volumes[place - 1] ?? 0
      this.closes[place] = this.closes[place - 1] ?? 0
      place--
    }
    this.values[place] = value
    this.companies[place] = company
    this.volumes[place] = volume
    this.closes[place] = close
  }
}

/** A group's two lists: by volume and by value. */
interface GroupLeaders {
  byVolume: DailyLeaders
  byValue: DailyLeaders
}

/**
 * Collects, company by company (each path ends on the as-of day), each day's most-traded companies of the whole
 * market and of each sub-sector, by volume and by value, and each sub-sector's market cap per day.
 */
export class TradingDays {
  private readonly symbols: string[] = []
  /** by group: WHOLE_MARKET, then each sub-sector's slug */
  private readonly leaders = new Map<string, GroupLeaders>()
  private readonly caps = new Map<string, Float64Array>()
  /** the longest path's days: every other path's days are its last days */
  private days: Int32Array = new Int32Array(0)

  private leadersOf(group: string): GroupLeaders {
    let found = this.leaders.get(group)
    if (found === undefined)
      this.leaders.set(group, (found = { byVolume: new DailyLeaders(), byValue: new DailyLeaders() }))
    found.byVolume.ensure(this.days.length)
    found.byValue.ensure(this.days.length)
    return found
  }

  /** A company's path with its volumes (volumesFor); `shares` converts a close to its market cap. */
  add(symbol: string, subSector: string, path: DailyPath, volumes: Float64Array, shares: number) {
    const company = this.symbols.push(symbol) - 1
    const { closes } = path
    const days = closes.length
    if (days > this.days.length) this.days = path.days
    const own = this.leadersOf(subSector)
    let caps = this.caps.get(subSector)
    if (caps === undefined || caps.length < this.days.length) {
      const grown = new Float64Array(Math.max(this.days.length, caps?.length ?? 0))
      if (caps !== undefined) grown.set(caps)
      this.caps.set(subSector, (caps = grown))
    }
    for (let i = 0; i < days; i++) {
      const slot = days - 1 - i
      const close = closes[i] ?? 0
      const volume = volumes[i] ?? 0
      caps[slot] = (caps[slot] ?? 0) + close * shares
      if (volume <= 0) continue
      own.byVolume.offer(slot, volume, company, volume, close)
      own.byValue.offer(slot, volume * close, company, volume, close)
    }
  }

  /**
   * The whole market's lists, from the sub-sectors' once every company is in: a company among the market's ten of a
   * day is among its sub-sector's ten, and offering each company to one group's lists instead of two halves the
   * build's 26 million offers at scale 100.
   */
  private wholeMarket(): GroupLeaders {
    const market = { byVolume: new DailyLeaders(), byValue: new DailyLeaders() }
    const places = this.days.length * MOST_TRADED_KEPT
    for (const [mine, theirs] of [
      [market.byVolume, 'byVolume'],
      [market.byValue, 'byValue'],
    ] as const) {
      mine.ensure(this.days.length)
      for (const group of this.leaders.values()) {
        const list = group[theirs]
        for (let at = 0; at < Math.min(places, list.values.length); at++) {
          const value = list.values[at] ?? -1
          if (value <= 0) continue
          const slot = Math.floor(at / MOST_TRADED_KEPT)
          mine.offer(slot, value, list.companies[at] ?? 0, list.volumes[at] ?? 0, list.closes[at] ?? 0)
        }
      }
    }
    return market
  }

  /** Every group's kept list of each day (none for a day nothing of the group traded). */
  *mostTraded(): Generator<MostTradedDay> {
    const last = this.days.length - 1
    for (const [group, lists] of [[WHOLE_MARKET, this.wholeMarket()] as const, ...this.leaders])
      for (const [adjusted, list] of [
        [false, lists.byVolume],
        [true, lists.byValue],
      ] as const)
        for (let slot = 0; slot <= last; slot++) {
          const places: MostTradedPlace[] = []
          for (let rank = 0; rank < MOST_TRADED_KEPT; rank++) {
            const at = slot * MOST_TRADED_KEPT + rank
            if ((list.values[at] ?? -1) <= 0) break
            places.push({
              symbol: this.symbols[list.companies[at] ?? 0] ?? '',
              volume: list.volumes[at] ?? 0,
              close: list.closes[at] ?? 0,
            })
          }
          if (places.length > 0) yield { group, adjusted, date: isoDate(this.days[last - slot] ?? 0), places }
        }
  }

  *subSectorDays(): Generator<SubSectorDay> {
    const last = this.days.length - 1
    for (const [subSector, caps] of this.caps)
      for (let slot = 0; slot <= last; slot++) {
        const marketCap = caps[slot] ?? 0
        if (marketCap > 0) yield { subSector, date: isoDate(this.days[last - slot] ?? 0), marketCap }
      }
  }
}
