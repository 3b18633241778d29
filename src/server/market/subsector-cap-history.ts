import { addDays } from '../daily/window'

/** A sub-sector's market cap on one trading day. */
export interface CapDay {
  date: string
  market_cap: number
}

/** `2026-09-30` → `2026.Q3` */
const quarterOf = (date: string) => `${date.slice(0, 4)}.Q${String(Math.ceil(Number(date.slice(5, 7)) / 3))}`

/** The last of `days` (oldest first) on or before `date`. */
const onOrBefore = (days: readonly CapDay[], date: string) => days.findLast((day) => day.date <= date)

/**
 * Quarter-end market caps, the changes over a week, a year and the year to date, the monthly changes, and where the
 * year's change stands among every sub-sector's (each sub-sector's days oldest first in `allDays`). `olderQuarterEnds`
 * (oldest first) are this sub-sector's caps at the ends of quarters before its days: only quarters read them, the
 * changes are over the days alone.
 */
export function capHistory(
  slug: string,
  allDays: ReadonlyMap<string, readonly CapDay[]>,
  count: number,
  asOf: string,
  olderQuarterEnds: readonly CapDay[],
) {
  const days = allDays.get(slug) ?? []
  const last = days.at(-1)
  const changeSince = (date: string) => {
    const then = onOrBefore(days, date)
    return last !== undefined && then !== undefined && then.date < last.date
      ? last.market_cap / then.market_cap - 1
      : null
  }
  // the last trading day of each quarter, complete quarters only, newest last
  const quarterEnds = new Map<string, CapDay>()
  for (const day of [...olderQuarterEnds, ...days]) quarterEnds.set(quarterOf(day.date), day)
  if (last !== undefined) quarterEnds.delete(quarterOf(last.date))
  const quarters = [...quarterEnds.entries()]
  const current = quarters.slice(-4)
  const previous = quarters.slice(-8, -4)
  const monthEnds = new Map<string, CapDay>()
  for (const day of days) monthEnds.set(day.date.slice(0, 7), day)
  const months = [...monthEnds.values()]
  const yearAgo = addDays(asOf, -365)
  // every sub-sector's change over the year to this one's last day, where it traded then and a year before
  const lastDate = last?.date ?? asOf
  const changes = [...allDays].flatMap(([other, itsDays]) => {
    const now = itsDays.find((day) => day.date === lastDate)
    const before = onOrBefore(itsDays, yearAgo)
    return now === undefined || before === undefined
      ? []
      : [{ slug: other, change: now.market_cap / before.market_cap - 1 }]
  })
  const mine = changes.find((c) => c.slug === slug)?.change
  return {
    quarterly_market_cap: {
      prev_ttm_mcap: Object.fromEntries(previous.map(([q, day]) => [q, day.market_cap])),
      current_ttm_mcap: Object.fromEntries(current.map(([q, day]) => [q, day.market_cap])),
      current_ttm_mcap_pavg: Object.fromEntries(current.map(([q, day]) => [q, day.market_cap / Math.max(1, count)])),
    },
    mcap_summary: {
      mcap_change: {
        '1w': changeSince(addDays(asOf, -7)),
        '1y': changeSince(yearAgo),
        ytd: changeSince(`${String(Number(asOf.slice(0, 4)) - 1)}-12-31`),
      },
      monthly_performance: Object.fromEntries(
        months.slice(1).map((day, i) => [day.date, day.market_cap / (months[i]?.market_cap ?? day.market_cap) - 1]),
      ),
      performance_quantile:
        mine === undefined || changes.length < 2
          ? null
          : changes.filter((c) => c.change < mine).length / (changes.length - 1),
    },
  }
}
