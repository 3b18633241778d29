import type { APIRequestContext } from '@playwright/test'
import { idxReportResponse, type IdxReport, type IdxReportSection } from '../src/shared/api/idx-report'
import { screenerPath, screenerResponse, type ScreenerResponse } from '../src/shared/api/screener'

/**
 * Asks the running server directly (the dashboard's own /api, as the browser would), so tests can compare what
 * the page shows with what the service answers, without hard-coding demo values.
 */
export async function screen(
  request: APIRequestContext,
  query: string,
  market: 'idx' | 'sgx' = 'idx',
): Promise<ScreenerResponse> {
  const path = `/api${screenerPath(market)}`
  const response = await request.get(`${path}?${query}`)
  if (!response.ok()) throw new Error(`${path}?${query} answered ${String(response.status())}`)
  return screenerResponse.parse(await response.json())
}

/** A company's IDX report as the service answers it, with only the sections asked for. */
export async function idxReport(
  request: APIRequestContext,
  ticker: string,
  sections: readonly IdxReportSection[],
): Promise<IdxReport> {
  const path = `/api/v2/company/report/${ticker}/?sections=${sections.join(',')}`
  const response = await request.get(path)
  if (!response.ok()) throw new Error(`${path} answered ${String(response.status())}`)
  return idxReportResponse.parse(await response.json())
}

/** Any answer of the dashboard's /api, parsed with its contract schema. */
export async function apiAnswer<T>(
  request: APIRequestContext,
  path: string,
  schema: { parse: (body: unknown) => T },
): Promise<T> {
  const response = await request.get(`/api${path}`)
  if (!response.ok()) throw new Error(`/api${path} answered ${String(response.status())}`)
  return schema.parse(await response.json())
}
