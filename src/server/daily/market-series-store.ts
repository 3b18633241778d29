import type { Database, Statement } from 'better-sqlite3'
import type { IdxTotalRow, IndexDailyRow } from '../../shared/api/market-indices'
import { IDX_TOTAL_SERIES } from '../demo/prices/market-history'
import type { DateWindow } from './window'

interface StoredDay {
  date: string
  value: number
}

/** The market-wide daily series (market_series, summed at start-up): index levels and the market's capitalisation. */
export class MarketSeriesStore {
  private readonly days: Statement<[string, string, string], StoredDay>

  constructor(db: Database) {
    this.days = db.prepare(
      'SELECT date, value FROM market_series WHERE name = ? AND date >= ? AND date <= ? ORDER BY date',
    )
  }

  /** An index's levels in the window, oldest first; `name` as the data writes it (`LQ45`). */
  index(name: string, window: DateWindow): IndexDailyRow[] {
    return this.days.all(name, window.start, window.end).map((day) => ({
      index_code: name,
      date: day.date,
      price: day.value,
    }))
  }

  /** The whole IDX market's capitalisation per day in the window, oldest first. */
  idxTotal(window: DateWindow): IdxTotalRow[] {
    return this.days
      .all(IDX_TOTAL_SERIES, window.start, window.end)
      .map((day) => ({ date: day.date, idx_total_market_cap: Math.round(day.value) }))
  }
}
