import { DAILY_MAX_DAYS } from '../shared/api/requests/daily'
import { indexDailyPath } from '../shared/api/requests/market-indices'
import type { IndexCode, IndexDailyResponse, IndexDailyRow } from '../shared/api/market-indices'
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
    windows.map((window) => apiGet<IndexDailyResponse>(indexDailyPath(code, window), signal)),
  )
  return stitchWindows(responses)
}
