import type { Database, Statement } from 'better-sqlite3'
import type { IdxDailyRow, SgxDailyRow } from '../../shared/api/daily'
import type { DateWindow } from './window'

interface StoredSeries {
  dates_id: number
  closes: string
  volumes: string
}

interface IdxStoredSeries extends StoredSeries {
  market_cap: number | null
  last_close_price: number | null
}

/** One company's trading days inside a window, oldest first. */
interface Day {
  date: string
  close: number
  volume: number
}

/** The JSON arrays our own loader wrote (see db/load.ts); anything else reads as empty. */
function parseList<T>(raw: string, isItem: (item: unknown) => item is T): T[] {
  const parsed: unknown = JSON.parse(raw)
  return Array.isArray(parsed) ? parsed.filter(isItem) : []
}
const isText = (item: unknown): item is string => typeof item === 'string'
const isNumber = (item: unknown): item is number => typeof item === 'number'

/** The first index whose date is on or after `date` (the dates are sorted). */
function firstOnOrAfter(dates: readonly string[], date: string): number {
  let low = 0
  let high = dates.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((dates[middle] ?? '') < date) low = middle + 1
    else high = middle
  }
  return low
}

function daysWithin(dates: readonly string[], series: StoredSeries, window: DateWindow): Day[] {
  const closes = parseList(series.closes, isNumber)
  const volumes = parseList(series.volumes, isNumber)
  const days: Day[] = []
  for (let i = firstOnOrAfter(dates, window.start); i < dates.length; i++) {
    const date = dates[i] ?? ''
    if (date > window.end) break
    days.push({ date, close: closes[i] ?? 0, volume: volumes[i] ?? 0 })
  }
  return days
}

/** The SQL behind the daily endpoints: prepared once, one row per request. */
export class DailyStore {
  private readonly idxSeries: Statement<[string], IdxStoredSeries>
  private readonly sgxSeries: Statement<[string], StoredSeries>
  private readonly datesById: Statement<[number], string>
  /**
   * The lists of dates read so far, by id: the data does not change while the server runs, and there are only as
   * many lists as first trading days in the window (a few hundred), so each is parsed once.
   */
  private readonly datesCache = new Map<number, readonly string[]>()

  constructor(db: Database) {
    this.idxSeries = db.prepare(
      `SELECT d.dates_id, d.closes, d.volumes, c.market_cap, c.last_close_price
       FROM idx_companies c JOIN idx_daily d ON d.symbol = c.symbol WHERE c.symbol = ?`,
    )
    this.sgxSeries = db.prepare('SELECT dates_id, closes, volumes FROM sgx_daily WHERE symbol = ?')
    this.datesById = db.prepare<[number], string>('SELECT dates FROM daily_dates WHERE id = ?').pluck()
  }

  private datesOf(series: StoredSeries): readonly string[] {
    let dates = this.datesCache.get(series.dates_id)
    if (dates === undefined) {
      dates = parseList(this.datesById.get(series.dates_id) ?? '[]', isText)
      this.datesCache.set(series.dates_id, dates)
    }
    return dates
  }

  /** An IDX company's days (`symbol` with ".JK"), or undefined when it is not listed. */
  idx(symbol: string, window: DateWindow): IdxDailyRow[] | undefined {
    const series = this.idxSeries.get(symbol)
    if (series === undefined) return undefined
    // the share count behind today's market cap; the company's market cap on a day is its close times it
    const shares =
      series.market_cap !== null && series.last_close_price ? series.market_cap / series.last_close_price : 0
    return daysWithin(this.datesOf(series), series, window).map((day) => ({
      symbol,
      date: day.date,
      close: day.close,
      volume: day.volume,
      market_cap: Math.round(day.close * shares),
    }))
  }

  /** An SGX company's days (`symbol` without suffix), or undefined when it is not listed. */
  sgx(symbol: string, window: DateWindow): SgxDailyRow[] | undefined {
    const series = this.sgxSeries.get(symbol)
    if (series === undefined) return undefined
    return daysWithin(this.datesOf(series), series, window).map((day) => ({ symbol, ...day }))
  }
}
