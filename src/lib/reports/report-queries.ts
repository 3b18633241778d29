import { queryOptions } from '@tanstack/react-query'
import { IDX_REPORT_SECTIONS } from '../../shared/api/requests/idx-report'
import type { IdxReport, IdxReportSection } from '../../shared/api/idx-report'
import { SGX_REPORT_SECTIONS } from '../../shared/api/requests/sgx-report'
import type { SgxReport, SgxReportSection } from '../../shared/api/sgx-report'
import { idxReportViewPath, orderedSections, sgxReportViewPath } from '../../shared/reports/report-requests'
import {
  IDX_VIEWS,
  SGX_VIEWS,
  viewNamed,
  type IdxViewSlug,
  type SgxViewSlug,
} from '../../shared/reports/report-sections'
import { quarterlyFinancialsPath } from '../../shared/api/requests/quarterly-financials'
import type { QuarterlyFinancialsResponse } from '../../shared/api/quarterly-financials'
import type { Market } from '../../shared/catalogue'
import { apiGet } from '../api-client'
import { getIndexLevels, MAIN_INDEX } from './index-levels'
import { getPrices, getPricesBefore, type ReportPriceRange } from './price-windows'

/** The quarters the financials view shows: three years, enough for a year-on-year change on each of the last eight. */
export const QUARTERS_SHOWN = 12

/** A failed section is shown inside its own panel, never the route's boundary; answers stay fresh ten minutes. */
const SECTION_QUERY = { throwOnError: false, staleTime: 10 * 60_000 } as const

/** One report request: the key names the market, the ticker and the sections in the report's own order. */
const reportQuery = <Report>(market: Market, ticker: string, sections: readonly string[], path: string) =>
  queryOptions({
    queryKey: ['reports', market, ticker, sections] as const,
    queryFn: ({ signal }) => apiGet<Report>(path, signal),
    ...SECTION_QUERY,
  })

/**
 * Report queries. A view asks only for the sections it shows; the header's overview query is shared by every
 * view, so moving between sections costs one request per section, once. A failed section is shown inside its
 * own panel (never the route's boundary), so the rest of the report stays usable.
 */
export const reportQueries = {
  all: () => ['reports'] as const,
  idx: (ticker: string, sections: readonly IdxReportSection[]) =>
    reportQuery<IdxReport>(
      'idx',
      ticker,
      orderedSections(IDX_REPORT_SECTIONS, sections),
      idxReportViewPath(ticker, sections),
    ),
  sgx: (ticker: string, sections: readonly SgxReportSection[]) =>
    reportQuery<SgxReport>(
      'sgx',
      ticker,
      orderedSections(SGX_REPORT_SECTIONS, sections),
      sgxReportViewPath(ticker, sections),
    ),
  /**
   * a view of the registry: the API sections it names, and its slug and label for the section's loading and error
   * states (the page shows the title of the slug in the language shown)
   */
  idxView: (ticker: string, slug: IdxViewSlug) => {
    const { label, apiSections } = viewNamed(IDX_VIEWS, slug)
    return { slug, label, options: reportQueries.idx(ticker, apiSections) }
  },
  sgxView: (ticker: string, slug: SgxViewSlug) => {
    const { label, apiSections } = viewNamed(SGX_VIEWS, slug)
    return { slug, label, options: reportQueries.sgx(ticker, apiSections) }
  },
  /**
   * The last quarters' statements: the 12 shown and the 4 before them, so that the oldest shown has its YoY (the
   * real service bills a credit per quarter)
   */
  quarterly: (ticker: string) =>
    queryOptions({
      queryKey: ['reports', 'idx', ticker, 'quarterly'] as const,
      queryFn: ({ signal }) =>
        apiGet<QuarterlyFinancialsResponse>(quarterlyFinancialsPath(ticker, { nQuarters: QUARTERS_SHOWN + 4 }), signal),
      ...SECTION_QUERY,
    }),
  /** daily closes of a range ending at the report's last close date ("max" from `listing`, when stated) */
  prices: (
    market: Market,
    ticker: string,
    range: ReportPriceRange,
    end: string | null,
    listing: string | null = null,
  ) =>
    queryOptions({
      queryKey: ['reports', market, ticker, 'prices', range, end, listing] as const,
      queryFn: ({ signal }) => getPrices(market, ticker, range, end, signal, listing),
      ...SECTION_QUERY,
    }),
  /** the closes before a range's first day that its moving averages start from; asked only when one is drawn */
  pricesBefore: (market: Market, ticker: string, first: string) =>
    queryOptions({
      queryKey: ['reports', market, ticker, 'prices-before', first] as const,
      queryFn: ({ signal }) => getPricesBefore(market, ticker, first, signal),
      ...SECTION_QUERY,
    }),
  /** the market's main index (IHSG, STI) by day over a range, for "vs index" */
  mainIndex: (market: Market, first: string, last: string) =>
    queryOptions({
      queryKey: ['reports', market, 'main-index', first, last] as const,
      queryFn: ({ signal }) => getIndexLevels(MAIN_INDEX[market], first, last, signal),
      ...SECTION_QUERY,
    }),
}
