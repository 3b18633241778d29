import type { Database, Statement } from 'better-sqlite3'
import type { IdxDailyRow, SgxDailyRow } from '../../shared/api/daily'
import { LISTING_BOARDS, type ListingBoard } from '../demo/core/calibration'
import { idxDailySeries, sgxDailySeries } from '../demo/prices/daily-recipe'
import type { DailySeries } from '../demo/prices/daily-series'
import type { DateWindow } from './window'

/** A company's row of idx_daily or sgx_daily: what its days are drawn from (see demo/prices/daily-recipe.ts). */
interface StoredRecipe {
  stream_key: string
  market_cap_target: number
  listing_date: string
  quality: number
  average_volume: number
}

interface IdxStoredRecipe extends StoredRecipe {
  board: string
  market_cap: number | null
  last_close_price: number | null
}

/** One company's trading days inside a window, oldest first. */
interface Day {
  date: string
  close: number
  volume: number
}

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

function daysWithin(series: DailySeries, window: DateWindow): Day[] {
  const { dates, closes, volumes } = series
  const days: Day[] = []
  for (let i = firstOnOrAfter(dates, window.start); i < dates.length; i++) {
    const date = dates[i] ?? ''
    if (date > window.end) break
    days.push({ date, close: closes[i] ?? 0, volume: volumes[i] ?? 0 })
  }
  return days
}

/** A board as stored; the generator wrote one of LISTING_BOARDS, and any other reads as the regular board. */
const listingBoard = (stored: string): ListingBoard => LISTING_BOARDS.find((board) => board === stored) ?? 'Main'

/** The SQL behind the daily endpoints: prepared once, one row per request, from which the days are drawn. */
export class DailyStore {
  private readonly idxRecipe: Statement<[string], IdxStoredRecipe>
  private readonly sgxRecipe: Statement<[string], StoredRecipe>
  /** the market's seed: the days are drawn from its random streams */
  private readonly seed: number

  constructor(db: Database) {
    this.idxRecipe = db.prepare(
      `SELECT d.stream_key, d.market_cap_target, d.board, d.listing_date, d.quality, d.average_volume,
         c.market_cap, c.last_close_price
       FROM idx_companies c JOIN idx_daily d ON d.symbol = c.symbol WHERE c.symbol = ?`,
    )
    this.sgxRecipe = db.prepare(
      `SELECT stream_key, market_cap_target, listing_date, quality, average_volume FROM sgx_daily WHERE symbol = ?`,
    )
    this.seed = Number(db.prepare<[], string>(`SELECT value FROM meta WHERE key = 'seed'`).pluck().get())
  }

  /** An IDX company's days (`symbol` with ".JK"), or undefined when it is not listed. */
  idx(symbol: string, window: DateWindow): IdxDailyRow[] | undefined {
    const row = this.idxRecipe.get(symbol)
    if (row === undefined) return undefined
    const series = idxDailySeries(this.seed, { ...recipeOf(row), board: listingBoard(row.board) })
    // the share count behind today's market cap; the company's market cap on a day is its close times it
    const shares = row.market_cap !== null && row.last_close_price ? row.market_cap / row.last_close_price : 0
    return daysWithin(series, window).map((day) => ({
      symbol,
      date: day.date,
      close: day.close,
      volume: day.volume,
      market_cap: Math.round(day.close * shares),
    }))
  }

  /** An SGX company's days (`symbol` without suffix), or undefined when it is not listed. */
  sgx(symbol: string, window: DateWindow): SgxDailyRow[] | undefined {
    const row = this.sgxRecipe.get(symbol)
    if (row === undefined) return undefined
    return daysWithin(sgxDailySeries(this.seed, recipeOf(row)), window).map((day) => ({ symbol, ...day }))
  }
}

const recipeOf = (row: StoredRecipe) => ({
  key: row.stream_key,
  marketCapTarget: row.market_cap_target,
  listingDate: row.listing_date,
  quality: row.quality,
  averageVolume: row.average_volume,
})
