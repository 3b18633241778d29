import { DAILY_DEFAULT_DAYS, DAILY_MAX_DAYS, dailyQuery, DAILY_PARAMETERS } from '../../shared/api/daily'
import { endpointProblem } from '../http/problems'
import { readParameters, sentenceRefusal } from '../http/query'

/** An inclusive range of calendar dates, YYYY-MM-DD. */
export interface DateWindow {
  start: string
  end: string
}

const DAY_MS = 86_400_000

/** `iso` moved by whole days (UTC arithmetic, so no time zone can shift it). */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

const rules = { allowed: DAILY_PARAMETERS, refuse: sentenceRefusal(DAILY_PARAMETERS) }

/**
 * The window a daily request asks for, as the real service reads it: `end` defaults to today (the data's as-of
 * day) and neither date may be later; `start` defaults to 30 days before `end` and may not be after it; a wider window is
 * clamped to the 90 days before `end`, so the default 90-day request covers the same days as the report's
 * 90-day extremes.
 */
export function readDailyWindow(requestUrl: string, today: string): DateWindow {
  return dailyWindow(readParameters(requestUrl, rules), today)
}

/** The window of a request's `start` and `end` as given (text, maybe blank), by the rules above. */
export function dailyWindow(given: { start?: string | undefined; end?: string | undefined }, today: string): DateWindow {
  // a blank date means its default, as a form sends the fields left empty
  const parsed = dailyQuery.safeParse({ start: given.start?.trim() || undefined, end: given.end?.trim() || undefined })
  if (!parsed.success) throw endpointProblem(400, 'Use a valid date format of YYYY-MM-DD.')
  const end = parsed.data.end ?? today
  const start = parsed.data.start ?? addDays(end, -DAILY_DEFAULT_DAYS)
  if (end > today || start > today) throw endpointProblem(400, 'Date cannot be in the future.')
  if (start > end) throw endpointProblem(400, 'Start date cannot be after end date.')
  const earliest = addDays(end, -DAILY_MAX_DAYS)
  return { start: start < earliest ? earliest : start, end }
}
