/**
 * Date windows for the services' windowed endpoints (`/v2/daily/`, `/v2/index-daily/`, `/v2/idx-total/`, …): each
 * answers at most 90 days, so a longer range is asked as consecutive windows and the answers stitched together.
 */

const DAY_MS = 86_400_000
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)
const timeOf = (date: string) => Date.parse(`${date}T00:00:00Z`)

export interface DateWindow {
  start: string
  end: string
}

/** `date` moved by a whole number of calendar days ('YYYY-MM-DD' in, 'YYYY-MM-DD' out). */
export const addDays = (date: string, days: number): string => isoDay(timeOf(date) + days * DAY_MS)

/**
 * The consecutive windows of at most `maxDays` days that cover the `days` calendar days ending at `end`, latest
 * first: `[{start: end − 89 days, end}, {start: end − 179 days, end: end − 90 days}, …]`, without gaps or overlaps.
 */
export function consecutiveWindows(days: number, end: string, maxDays: number): DateWindow[] {
  const last = timeOf(end)
  const first = last - (days - 1) * DAY_MS
  const windows: DateWindow[] = []
  for (let windowEnd = last; windowEnd >= first; windowEnd -= maxDays * DAY_MS) {
    const windowStart = Math.max(first, windowEnd - (maxDays - 1) * DAY_MS)
    windows.push({ start: isoDay(windowStart), end: isoDay(windowEnd) })
  }
  return windows
}

/**
 * The answers of consecutive windows as one series, oldest first: a day that two answers both carry (a service that
 * widens a window, a retried request) is kept once.
 */
export function stitchWindows<Row extends { date: string }>(answers: readonly (readonly Row[])[]): Row[] {
  const byDate = new Map<string, Row>()
  for (const answer of answers) for (const row of answer) byDate.set(row.date, row)
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date))
}
