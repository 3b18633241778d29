import type { APIRequestContext } from '@playwright/test'
import { idxReportResponse, type IdxReport, type IdxReportSection } from '../src/shared/api/idx-report'
import { screenerPath, screenerResponse, type ScreenerResponse } from '../src/shared/api/screener'

/**
 * Any answer of the dashboard's /api (asked directly, as the browser would), parsed with its contract schema, so
 * tests can compare what the page shows with what the service answers, without hard-coding demo values.
 */
export async function apiAnswer<T>(
  request: APIRequestContext,
  path: string,
  schema: { parse: (body: unknown) => T },
): Promise<T> {
  const response = await request.get(`/api${path}`)
  if (!response.ok()) throw new Error(`/api${path} answered ${String(response.status())}`)
  return schema.parse(await response.json())
}

/** The screener's answer to a query string. */
export const screen = (
  request: APIRequestContext,
  query: string,
  market: 'idx' | 'sgx' = 'idx',
): Promise<ScreenerResponse> => apiAnswer(request, `${screenerPath(market)}?${query}`, screenerResponse)

/** A company's IDX report as the service answers it, with only the sections asked for. */
export const idxReport = (
  request: APIRequestContext,
  ticker: string,
  sections: readonly IdxReportSection[],
): Promise<IdxReport> =>
  apiAnswer(request, `/v2/company/report/${ticker}/?sections=${sections.join(',')}`, idxReportResponse)
