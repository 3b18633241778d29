import { idxReportPath, IDX_REPORT_SECTIONS } from '../api/requests/idx-report'
import type { IdxReportSection } from '../api/idx-report'
import { sgxReportPath, SGX_REPORT_SECTIONS } from '../api/requests/sgx-report'
import type { SgxReportSection } from '../api/sgx-report'
import type { Market } from '../catalogue'
import { parseTicker } from '../ticker'
import { IDX_VIEWS, SGX_VIEWS } from './report-sections'

/** Sections in the report's own order, so that one set of sections is one query key whatever order asked for it. */
export const orderedSections = <S extends string>(all: readonly S[], wanted: readonly S[]): S[] =>
  all.filter((section) => wanted.includes(section))

/** The path of a report view: its sections in the report's own order (one set of sections, one request). */
export const idxReportViewPath = (ticker: string, sections: readonly IdxReportSection[]) =>
  idxReportPath(ticker, orderedSections(IDX_REPORT_SECTIONS, sections))
export const sgxReportViewPath = (ticker: string, sections: readonly SgxReportSection[]) =>
  sgxReportPath(ticker, orderedSections(SGX_REPORT_SECTIONS, sections))

/**
 * The requests a report link sends first: the header's overview, which every view shows, and the view's own
 * sections. None for a link that names no ticker or no section (the page explains it instead).
 */
export function firstReportRequests(market: Market, tickerText: string, segment: string | undefined): string[] {
  const ticker = parseTicker(market, tickerText)
  const slug = segment ?? 'overview'
  if (ticker === null) return []
  if (market === 'idx') {
    const view = IDX_VIEWS.find((candidate) => candidate.slug === slug)
    if (view === undefined) return []
    const header = idxReportViewPath(ticker, ['overview'])
    return view.slug === 'overview' ? [header] : [header, idxReportViewPath(ticker, view.apiSections)]
  }
  const view = SGX_VIEWS.find((candidate) => candidate.slug === slug)
  if (view === undefined) return []
  const header = sgxReportViewPath(ticker, ['overview'])
  return view.slug === 'overview' ? [header] : [header, sgxReportViewPath(ticker, view.apiSections)]
}
