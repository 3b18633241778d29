import { z } from 'zod/mini'
import { integer } from './shape'
export * from './requests/daily'

/**
 * `/v2/daily/{ticker}/` (IDX) and `/v2/sgx/daily/{ticker}/`: daily closes and volumes over a date window.
 * `end` defaults to the service's "today", `start` to 30 days before `end`; a window wider than 90 days is clamped
 * to the 90 days ending at `end` (so longer ranges are fetched as consecutive windows).
 */
export const DAILY_DEFAULT_DAYS = 30
/** The parameters the daily endpoints accept. */
export const DAILY_PARAMETERS = ['start', 'end'] as const

/** A calendar date as the API writes it. The value is checked to exist (no 2025-02-30) by `isCalendarDate`. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false
  const parsed = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text
}

const dateParam = z.string().check(z.trim(), z.refine(isCalendarDate))

/** The daily endpoints' query string, before the defaults (which depend on the service's "today"). */
export const dailyQuery = z.object({ start: z.optional(dateParam), end: z.optional(dateParam) })
export type DailyQuery = z.infer<typeof dailyQuery>

/** One IDX trading day: `symbol` with ".JK", `close` in IDR, `market_cap` in IDR (close × shares). */
export const idxDailyRow = z.object({
  symbol: z.string(),
  date: z.string(),
  close: z.number(),
  volume: integer,
  market_cap: z.number(),
})
export type IdxDailyRow = z.infer<typeof idxDailyRow>

/** One SGX trading day: `symbol` without suffix, `close` in SGD; the real service may send null close/volume. */
export const sgxDailyRow = z.object({
  symbol: z.string(),
  date: z.string(),
  close: z.nullable(z.number()),
  volume: z.nullable(integer),
})
export type SgxDailyRow = z.infer<typeof sgxDailyRow>

/** A bare array, oldest day first; empty when the window holds no trading day. */
export const idxDailyResponse = z.array(idxDailyRow)
export const sgxDailyResponse = z.array(sgxDailyRow)
/** Either market's answer, for code that handles both (the fields both markets share). */
export const dailyResponse = z.array(
  z.object({
    symbol: z.string(),
    date: z.string(),
    close: z.nullable(z.number()),
    volume: z.nullable(z.number()),
    market_cap: z.optional(z.number()),
  }),
)
export type DailyResponse = z.infer<typeof dailyResponse>
