import type { Rng } from './random'

/** The demo market's fixed "today". Prices and dates are as of this day; the clock is never read. */
export const DEMO_AS_OF = '2026-11-20'

/**
 * Days since 1970-01-01 for an ISO date, by the proleptic Gregorian day count (no Date parsing: this runs for
 * every price and payment, and arithmetic cannot shift a date by a time zone).
 */
export function dayNumber(iso: string): number {
  return civilDay(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)))
}

/**
 * `dayNumber` of a date given as numbers (month 1-12), for dates the generator works out (a year's first day): no
 * text is built only to be read back, for every year of every company at start-up.
 */
export function civilDay(year: number, month: number, day: number): number {
  // Howard Hinnant's days_from_civil
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yearOfEra = y - era * 400
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear
  return era * 146097 + dayOfEra - 719468
}

/** The ISO date of a day number (Howard Hinnant's civil_from_days, the inverse of `dayNumber`). */
export function isoDate(day: number): string {
  const z = day + 719468
  const era = Math.floor(z / 146097)
  const dayOfEra = z - era * 146097
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  )
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const mp = Math.floor((5 * dayOfYear + 2) / 153)
  const dayOfMonth = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  return `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`
}

export const AS_OF_DAY = dayNumber(DEMO_AS_OF)

export function addDays(iso: string, days: number): string {
  return isoDate(dayNumber(iso) + days)
}

export function isWeekday(day: number): boolean {
  // 1970-01-01 was a Thursday, so day 0 has weekday index 4 (Sunday = 0)
  const weekday = (((day + 4) % 7) + 7) % 7
  return weekday !== 0 && weekday !== 6
}

/** The nearest weekday on or before `day`. */
export function tradingDayOnOrBefore(day: number): number {
  let d = day
  while (!isWeekday(d)) d--
  return d
}

/** The trading day nearest after `day` (or before it, at the end of the range) within [fromDay, toDay]. */
export function tradingDayBetween(day: number, fromDay: number, toDay: number): number {
  let d = Math.max(day, fromDay)
  while (!isWeekday(d) && d < toDay) d++
  while (!isWeekday(d) && d > fromDay) d--
  return d
}

/** A uniformly random trading day in [fromDay, toDay] (weekday; holidays are ignored). */
export function randomTradingDay(rng: Rng, fromDay: number, toDay: number): number {
  const day = tradingDayOnOrBefore(rng.int(fromDay, toDay))
  return day < fromDay ? fromDay : day
}

export function yearOf(iso: string): number {
  return Number(iso.slice(0, 4))
}

/** The last day of each of the `count` months before the month of `iso`, oldest first. */
export function monthEndsBefore(iso: string, count: number): string[] {
  const firstOfMonth = dayNumber(`${iso.slice(0, 7)}-01`)
  const ends: string[] = []
  let end = firstOfMonth - 1
  for (let k = 0; k < count; k++) {
    ends.unshift(isoDate(end))
    end = dayNumber(`${isoDate(end).slice(0, 7)}-01`) - 1
  }
  return ends
}

/** A random "YYYY-MM-DD HH:MM:SS" time on `iso` during office hours. */
export function timestampOn(rng: Rng, iso: string): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${iso} ${pad(rng.int(8, 19))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}`
}

/** A fiscal quarter: `{ year: 2024, quarter: 1 }` is Q1-2024. */
export interface Quarter {
  readonly year: number
  readonly quarter: number
}

/**
 * The latest quarter IDX companies have reported by `asOf`: quarterly statements are due a month after the
 * quarter (Q1 by the end of April, Q2 by the end of July, Q3 by the end of October), the year's by the end of
 * March. On 2026-11-20 that is Q3-2026.
 */
export function latestReportedQuarter(asOf: string): Quarter {
  const year = Number(asOf.slice(0, 4))
  const month = Number(asOf.slice(5, 7))
  if (month >= 11) return { year, quarter: 3 }
  if (month >= 8) return { year, quarter: 2 }
  if (month >= 5) return { year, quarter: 1 }
  return { year: year - 1, quarter: month >= 4 ? 4 : 3 }
}

/** The demo's latest reported quarter (idx/quarterly.ts keeps about one company in seven a quarter behind it). */
export const LATEST_QUARTER = latestReportedQuarter(DEMO_AS_OF)
