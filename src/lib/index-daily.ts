import { DAILY_MAX_DAYS } from '../shared/api/daily'
import { indexDailyPath, indexDailyResponse, type IndexCode, type IndexDailyRow } from '../shared/api/market-indices'
import { apiGet } from './api-client'
import { consecutiveWindows, stitchWindows } from './date-windows'

/**
 * An index's rows over the `days` calendar days ending on `last`, oldest first. The service answers at most
 * DAILY_MAX_DAYS a request, so the span is asked as consecutive windows in parallel and the responses stitched.
 */
export async function getIndexDaily(
  code: IndexCode,
  days: number,
  last: string,
  signal: AbortSignal,
): Promise<IndexDailyRow[]> {
  const windows = consecutiveWindows(days, last, DAILY_MAX_DAYS)
  const responses = await Promise.all(
    windows.map((window) => apiGet(indexDailyPath(code, window), indexDailyResponse, signal)),
  )
  return stitchWindows(responses)
}
