import type { DailyResponse } from '../../../shared/api/daily'

/** The moving averages the price chart offers, in trading days. */
export const MOVING_AVERAGE_DAYS = [20, 50, 200] as const
export type MovingAverageDays = (typeof MOVING_AVERAGE_DAYS)[number]

/** The row field that holds each average. */
export const AVERAGE_KEYS = { 20: 'ma20', 50: 'ma50', 200: 'ma200' } as const satisfies Record<
  MovingAverageDays,
  string
>

/**
 * The simple moving average of `days` trading days at each day: the mean of that day's close and the days − 1
 * closes before it. A day without a close (SGX reports some) is not a trading day for the average: it has none, and
 * the window reaches one close further back. Null until `days` closes have been seen.
 */
export function movingAverage(closes: readonly (number | null)[], days: number): (number | null)[] {
  const window: number[] = []
  let sum = 0
  return closes.map((close) => {
    if (close === null) return null
    window.push(close)
    sum += close
    if (window.length > days) sum -= window.shift() ?? 0
    return window.length === days ? sum / days : null
  })
}

/** A line the price chart can draw, in the price axis's unit. */
export type PriceLineKey = 'price' | 'index' | (typeof AVERAGE_KEYS)[MovingAverageDays]

/** One day of the report's price chart. `price` and the averages are in the unit the price axis shows. */
export interface PriceChartRow {
  date: string
  /** the day's close in the market's currency; null when not reported */
  close: number | null
  volume: number | null
  /** the close against the range's first close, as a fraction; null without either */
  change: number | null
  /** the close, or (against an index) the close rebased to 100 at the first day both have */
  price: number | null
  ma20?: number | null
  ma50?: number | null
  ma200?: number | null
  /** the index rebased to 100 at the same day, when drawn against one */
  index?: number | null
}

export interface PriceChartInputs {
  /** the range's trading days, oldest first */
  prices: DailyResponse
  /** the trading days before the range (oldest first) that the averages start from; may be empty */
  lead: DailyResponse
  averages: readonly MovingAverageDays[]
  /** the index's level by day, to rebase against; null to draw prices */
  index: ReadonlyMap<string, number> | null
}

/** The first day of the range with both a close and an index level: where both lines are 100. */
function rebaseDay(prices: DailyResponse, index: ReadonlyMap<string, number>) {
  for (const day of prices) {
    const level = index.get(day.date)
    if (day.close !== null && day.close > 0 && level !== undefined && level > 0) return { close: day.close, level }
  }
  return null
}

/**
 * The chart's rows: each day's close, volume and change from the range's first close; the moving averages asked
 * for (computed over the lead days and the range, so that each starts on the range's first day when the history
 * allows); against an index, the close, its averages and the index rebased to 100 at their first common day.
 */
export function priceChartRows({ prices, lead, averages, index }: PriceChartInputs): PriceChartRow[] {
  const firstClose = prices.find((day) => day.close !== null)?.close ?? null
  const base = index === null ? null : rebaseDay(prices, index)
  const scale = (value: number | null) => (value === null ? null : base === null ? value : (value / base.close) * 100)
  const closes = [...lead, ...prices].map((day) => day.close)
  const series = averages.map((days) => ({ key: AVERAGE_KEYS[days], values: movingAverage(closes, days) }))
  return prices.map((day, position) => {
    const row: PriceChartRow = {
      date: day.date,
      close: day.close,
      volume: day.volume,
      change: day.close !== null && firstClose !== null && firstClose > 0 ? day.close / firstClose - 1 : null,
      price: scale(day.close),
    }
    for (const { key, values } of series) row[key] = scale(values[lead.length + position] ?? null)
    if (index !== null) {
      const level = index.get(day.date)
      row.index = base === null || level === undefined ? null : (level / base.level) * 100
    }
    return row
  })
}
