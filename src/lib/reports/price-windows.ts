import { DAILY_MAX_DAYS, dailyPath } from '../../shared/api/requests/daily'
import type { DailyResponse } from '../../shared/api/daily'
import type { Market } from '../../shared/catalogue'
import { apiGet } from '../api-client'
import { addDays, consecutiveWindows, stitchWindows, type DateWindow } from '../date-windows'

/** The ranges every price chart offers (the comparison's too). */
export const PRICE_RANGES = ['1m', '3m', '1y', '5y'] as const
export type PriceRange = (typeof PRICE_RANGES)[number]

/** The report's ranges: the shared ones and "Max", since listing. */
export const REPORT_PRICE_RANGES = [...PRICE_RANGES, 'max'] as const
export type ReportPriceRange = (typeof REPORT_PRICE_RANGES)[number]

/**
 * The daily history the service keeps, in years: "Max" reaches back to the listing, or this far for a company
 * listed earlier (or one whose listing date is not reported, as on SGX). The demo keeps ten years; the real service
 * answers an older window with no days, which costs a request and adds nothing.
 */
export const MAX_HISTORY_YEARS = 10

/** Calendar days each range covers, ending at the last close. */
const RANGE_DAYS: Record<PriceRange, number> = { '1m': 30, '3m': 91, '1y': 365, '5y': 1826 }
const MAX_DAYS = Math.round(MAX_HISTORY_YEARS * 365.25)

const DAY_MS = 86_400_000
const timeOf = (date: string) => Date.parse(`${date}T00:00:00Z`)

/** Calendar days a range covers ending at `end`; "max" from the listing (`listing`), at most MAX_HISTORY_YEARS. */
export function rangeDays(range: ReportPriceRange, end: string, listing: string | null = null): number {
  if (range !== 'max') return RANGE_DAYS[range]
  if (listing === null || listing > end) return MAX_DAYS
  return Math.min(MAX_DAYS, Math.round((timeOf(end) - timeOf(listing)) / DAY_MS) + 1)
}

/**
 * The consecutive windows of at most 90 days (the service's cap) that cover `range` ending at `end`, latest first:
 * `[{start: end − 89 days, end}, {start: end − 179 days, end: end − 90 days}, …]`.
 */
export const priceWindows = (range: ReportPriceRange, end: string, listing: string | null = null): DateWindow[] =>
  consecutiveWindows(rangeDays(range, end, listing), end, DAILY_MAX_DAYS)

/** The service's latest trading day, from its default window (the SGX report does not state its last close date). */
async function lastTradingDay(market: Market, ticker: string, signal: AbortSignal): Promise<string | undefined> {
  const base = market === 'idx' ? '/v2/daily/' : '/v2/sgx/daily/'
  const recent = await apiGet<DailyResponse>(`${base}${encodeURIComponent(ticker)}/`, signal)
  return recent.at(-1)?.date
}

/** Every trading day of the windows, oldest first, asked in parallel. */
async function pricesIn(
  market: Market,
  ticker: string,
  windows: readonly DateWindow[],
  signal: AbortSignal,
): Promise<DailyResponse> {
  const answers = await Promise.all(
    windows.map((window) => apiGet<DailyResponse>(dailyPath(market, ticker, window), signal)),
  )
  return stitchWindows(answers)
}

/**
 * Every trading day of a range, oldest first, fetched as consecutive windows in parallel. The range ends at `end`
 * (the report's last close date), or, when the report does not say, at the service's latest trading day; "max"
 * starts at `listing` when the report states it.
 */
export async function getPrices(
  market: Market,
  ticker: string,
  range: ReportPriceRange,
  end: string | null,
  signal: AbortSignal,
  listing: string | null = null,
): Promise<DailyResponse> {
  const last = end ?? (await lastTradingDay(market, ticker, signal))
  if (last === undefined) return []
  return pricesIn(market, ticker, priceWindows(range, last, listing), signal)
}

/**
 * Calendar days of history a 200-day moving average needs before its first day: 200 trading days are about 280
 * calendar days, with room for a year's holidays.
 */
export const MOVING_AVERAGE_LEAD_DAYS = 300

/** The trading days of the MOVING_AVERAGE_LEAD_DAYS before `first` (the range's first day), oldest first. */
export const getPricesBefore = (
  market: Market,
  ticker: string,
  first: string,
  signal: AbortSignal,
): Promise<DailyResponse> =>
  pricesIn(market, ticker, consecutiveWindows(MOVING_AVERAGE_LEAD_DAYS, addDays(first, -1), DAILY_MAX_DAYS), signal)
