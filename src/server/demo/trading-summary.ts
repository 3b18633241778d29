import type { DailySeries } from './daily-series'

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

const DAY_MS = 86_400_000
const daysBefore = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10)

/** The last index whose date is on or before `date`, or -1. */
function lastOnOrBefore(dates: readonly string[], date: string): number {
  let low = 0
  let high = dates.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((dates[middle] ?? '') <= date) low = middle + 1
    else high = middle
  }
  return low - 1
}

export function tradingFacts(series: DailySeries): TradingFacts {
  const { dates, closes } = series
  const last = closes.length - 1
  const lastClose = closes[last] ?? 0
  const lastDate = dates[last] ?? ''
  const changes = {} as Record<ChangePeriod, number | null>
  for (const [period, days] of Object.entries(CHANGE_PERIODS) as [ChangePeriod, number][]) {
    const then = period === '1d' ? last - 1 : lastOnOrBefore(dates, daysBefore(lastDate, days))
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

/** One place of a day's most-traded list: `adjusted` ranks on value (volume × close), otherwise on volume. */
export interface MostTradedPlace {
  group: string
  adjusted: boolean
  date: string
  rank: number
  symbol: string
  volume: number
  close: number
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

  offer(slot: number, value: number, company: number, volume: number, close: number) {
    const base = slot * MOST_TRADED_KEPT
    let place = base + MOST_TRADED_KEPT - 1
    if (value <= (this.values[place] ?? 0)) return
    // insertion into the sorted list, largest first; a tie keeps the earlier company (symbol order) ahead
    while (place > base && value > (this.values[place - 1] ?? 0)) {
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

/**
 * Collects, company by company (each series ends on the as-of day), each day's most-traded companies of the whole
 * market and of each sub-sector, by volume and by value, and each sub-sector's market cap per day.
 */
export class TradingDays {
  private readonly symbols: string[] = []
  private readonly leaders = new Map<string, DailyLeaders>()
  private readonly caps = new Map<string, Float64Array>()
  /** the longest series' dates: every other series' dates are its last days */
  private dates: readonly string[] = []

  private leadersOf(group: string, adjusted: boolean): DailyLeaders {
    const key = `${group}|${adjusted ? 1 : 0}`
    let found = this.leaders.get(key)
    if (found === undefined) this.leaders.set(key, (found = new DailyLeaders()))
    return found
  }

  add(symbol: string, subSector: string, series: DailySeries, shares: number) {
    const company = this.symbols.push(symbol) - 1
    const { dates, closes, volumes } = series
    const days = dates.length
    if (days > this.dates.length) this.dates = dates
    const groups = [WHOLE_MARKET, subSector].flatMap((group) => [false, true].map((a) => this.leadersOf(group, a)))
    for (const list of groups) list.ensure(this.dates.length)
    const [byVolume, byValue, subByVolume, subByValue] = groups as [
      DailyLeaders,
      DailyLeaders,
      DailyLeaders,
      DailyLeaders,
    ]
    let caps = this.caps.get(subSector)
    if (caps === undefined || caps.length < this.dates.length) {
      const grown = new Float64Array(Math.max(this.dates.length, caps?.length ?? 0))
      if (caps !== undefined) grown.set(caps)
      this.caps.set(subSector, (caps = grown))
    }
    for (let i = 0; i < days; i++) {
      const slot = days - 1 - i
      const close = closes[i] ?? 0
      const volume = volumes[i] ?? 0
      caps[slot] = (caps[slot] ?? 0) + close * shares
      if (volume <= 0) continue
      byVolume.offer(slot, volume, company, volume, close)
      subByVolume.offer(slot, volume, company, volume, close)
      byValue.offer(slot, volume * close, company, volume, close)
      subByValue.offer(slot, volume * close, company, volume, close)
    }
  }

  /** Every kept place, day by day. */
  *mostTraded(): Generator<MostTradedPlace> {
    const last = this.dates.length - 1
    for (const [key, list] of this.leaders) {
      const [group = '', adjusted] = key.split('|')
      for (let slot = 0; slot <= last; slot++)
        for (let rank = 0; rank < MOST_TRADED_KEPT; rank++) {
          const at = slot * MOST_TRADED_KEPT + rank
          if ((list.values[at] ?? -1) <= 0) break
          yield {
            group,
            adjusted: adjusted === '1',
            date: this.dates[last - slot] ?? '',
            rank,
            symbol: this.symbols[list.companies[at] ?? 0] ?? '',
            volume: list.volumes[at] ?? 0,
            close: list.closes[at] ?? 0,
          }
        }
    }
  }

  *subSectorDays(): Generator<SubSectorDay> {
    const last = this.dates.length - 1
    for (const [subSector, caps] of this.caps)
      for (let slot = 0; slot <= last; slot++) {
        const marketCap = caps[slot] ?? 0
        if (marketCap > 0) yield { subSector, date: this.dates[last - slot] ?? '', marketCap }
      }
  }
}
