import { DAILY_MAX_DAYS, dailyPath, dailyResponse, type DailyResponse } from '../../shared/api/daily'
import type { Market } from '../../shared/catalogue'
import { apiGet } from '../api-client'

export const PRICE_RANGES = ['1m', '3m', '1y', '5y'] as const
export type PriceRange = (typeof PRICE_RANGES)[number]

/** Calendar days each range covers, ending at the last close. */
const RANGE_DAYS: Record<PriceRange, number> = { '1m': 30, '3m': 91, '1y': 365, '5y': 1826 }

const DAY_MS = 86_400_000
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)
const timeOf = (date: string) => Date.parse(`${date}T00:00:00Z`)

/**
 * The consecutive windows of at most 90 days (the service's cap) that cover `range` ending at `end`, latest first:
 * `[{start: end − 89 days, end}, {start: end − 179 days, end: end − 90 days}, …]`.
 */
export function priceWindows(range: PriceRange, end: string): { start: string; end: string }[] {
  const last = timeOf(end)
  const first = last - (RANGE_DAYS[range] - 1) * DAY_MS
  const windows: { start: string; end: string }[] = []
  for (let windowEnd = last; windowEnd >= first; windowEnd -= DAILY_MAX_DAYS * DAY_MS) {
    const windowStart = Math.max(first, windowEnd - (DAILY_MAX_DAYS - 1) * DAY_MS)
    windows.push({ start: isoDay(windowStart), end: isoDay(windowEnd) })
  }
  return windows
}

/** The service's latest trading day, from its default window (the SGX report does not state its last close date). */
async function lastTradingDay(market: Market, ticker: string, signal: AbortSignal): Promise<string | undefined> {
  const base = market === 'idx' ? '/v2/daily/' : '/v2/sgx/daily/'
  const recent = await apiGet(`${base}${encodeURIComponent(ticker)}/`, dailyResponse, signal)
  return recent.at(-1)?.date
}

/**
 * Every trading day of a range, oldest first, fetched as consecutive windows in parallel. The range ends at `end`
 * (the report's last close date), or, when the report does not say, at the service's latest trading day.
 */
export async function getPrices(
  market: Market,
  ticker: string,
  range: PriceRange,
  end: string | null,
  signal: AbortSignal,
): Promise<DailyResponse> {
  const last = end ?? (await lastTradingDay(market, ticker, signal))
  if (last === undefined) return []
  const windows = priceWindows(range, last)
  const answers = await Promise.all(
    windows.map((window) => apiGet(dailyPath(market, ticker, window), dailyResponse, signal)),
  )
  const byDate = new Map(answers.flat().map((row) => [row.date, row]))
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date))
}
