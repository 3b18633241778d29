import { queryOptions } from '@tanstack/react-query'
import { idxReportResponse, IDX_REPORT_SECTIONS, type IdxReportSection } from '../../shared/api/idx-report'
import { sgxReportResponse, SGX_REPORT_SECTIONS, type SgxReportSection } from '../../shared/api/sgx-report'
import { idxReportViewPath, orderedSections, sgxReportViewPath } from '../../shared/reports/report-requests'
import { quarterlyFinancialsPath, quarterlyFinancialsResponse } from '../../shared/api/quarterly-financials'
import type { Market } from '../../shared/catalogue'
import { apiGet } from '../api-client'
import { getPrices, type PriceRange } from './price-windows'

/** The quarters the financials view shows: three years, enough for a year-on-year change on each of the last eight. */
export const QUARTERS_SHOWN = 12

/**
 * Report queries. A view asks only for the sections it shows; the header's overview query is shared by every
 * view, so moving between sections costs one request per section, once. A failed section is shown inside its
 * own panel (never the route's boundary), so the rest of the report stays usable.
 */
export const reportQueries = {
  all: () => ['reports'] as const,
  idx: (ticker: string, sections: readonly IdxReportSection[]) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'idx', ticker, orderedSections(IDX_REPORT_SECTIONS, sections)] as const,
      queryFn: ({ signal }) => apiGet(idxReportViewPath(ticker, sections), idxReportResponse, signal),
      throwOnError: false,
      staleTime: 10 * 60_000,
    }),
  sgx: (ticker: string, sections: readonly SgxReportSection[]) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'sgx', ticker, orderedSections(SGX_REPORT_SECTIONS, sections)] as const,
      queryFn: ({ signal }) => apiGet(sgxReportViewPath(ticker, sections), sgxReportResponse, signal),
      throwOnError: false,
      staleTime: 10 * 60_000,
    }),
  /**
   * The last quarters' statements: the 12 shown and the 4 before them, so that the oldest shown has its YoY (the
   * real service bills a credit per quarter)
   */
  quarterly: (ticker: string) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'idx', ticker, 'quarterly'] as const,
      queryFn: ({ signal }) =>
        apiGet(quarterlyFinancialsPath(ticker, { nQuarters: QUARTERS_SHOWN + 4 }), quarterlyFinancialsResponse, signal),
      throwOnError: false,
      staleTime: 10 * 60_000,
    }),
  /** daily closes of a range ending at the report's last close date */
  prices: (market: Market, ticker: string, range: PriceRange, end: string | null) =>
    queryOptions({
      queryKey: [...reportQueries.all(), market, ticker, 'prices', range, end] as const,
      queryFn: ({ signal }) => getPrices(market, ticker, range, end, signal),
      throwOnError: false,
      staleTime: 10 * 60_000,
    }),
}
