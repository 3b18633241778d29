import type { IndexCode, IndexDailyResponse } from '../../../shared/api/market-indices'
import { indexDailyPath } from '../../../shared/api/requests/market-indices'
import { apiGet } from '../../../lib/api-client'
import { getIndexDaily } from '../../../lib/index-daily'
import { INDEX_RANGE_DAYS, type IndexRange } from '../market-search'

/** One day of an index: its level (points, not money). */
export interface IndexPoint {
  date: string
  level: number
}

/** What the overview states about an index over a range: where it is, how far it moved, its extremes. */
export interface IndexSummary {
  last: IndexPoint
  first: IndexPoint
  /** last over first, minus one; null when the first level is not positive (no meaningful change) */
  change: number | null
  high: IndexPoint
  low: IndexPoint
}

/**
 * Every trading day of a range, oldest first. The service's default window (its last 30 days) says which day is
 * the latest; the range ending there is then asked in windows (see getIndexDaily).
 */
export async function getIndexSeries(code: IndexCode, range: IndexRange, signal: AbortSignal): Promise<IndexPoint[]> {
  const recent = await apiGet<IndexDailyResponse>(indexDailyPath(code), signal)
  const last = recent.at(-1)?.date
  if (last === undefined) return []
  const rows = await getIndexDaily(code, INDEX_RANGE_DAYS[range], last, signal)
  return rows.map((row) => ({ date: row.date, level: row.price }))
}

/** The range's figures; null for an empty series. */
export function summariseIndex(points: readonly IndexPoint[]): IndexSummary | null {
  const first = points[0]
  const last = points.at(-1)
  if (first === undefined || last === undefined) return null
  let high = first
  let low = first
  for (const point of points) {
    if (point.level > high.level) high = point
    if (point.level < low.level) low = point
  }
  return { first, last, change: first.level > 0 ? last.level / first.level - 1 : null, high, low }
}
