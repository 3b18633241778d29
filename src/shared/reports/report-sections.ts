import type { IdxReportSection } from '../api/idx-report'
import type { SgxReportSection } from '../api/sgx-report'
import type { Market } from '../catalogue'
import { parseTicker } from '../ticker'

/** One page of a report: its URL segment, its name in the navigation and title, and the API sections it shows. */
export interface ReportSectionView<Section extends string> {
  /** URL segment; the overview has none (`/reports/BBCA`) */
  slug: string
  label: string
  /** what the view asks the API for: only these are fetched (each costs a credit on the real service) */
  apiSections: readonly Section[]
}

export const IDX_VIEWS = [
  { slug: 'overview', label: 'Overview', apiSections: ['overview'] },
  { slug: 'financials', label: 'Financials', apiSections: ['financials'] },
  { slug: 'valuation', label: 'Valuation', apiSections: ['valuation'] },
  // the estimates follow the reported years, so the future view also needs the financials
  { slug: 'future', label: 'Future', apiSections: ['financials', 'future'] },
  { slug: 'peers', label: 'Peers', apiSections: ['peers'] },
  { slug: 'dividend', label: 'Dividend', apiSections: ['dividend'] },
  { slug: 'management', label: 'Management', apiSections: ['management'] },
  { slug: 'ownership', label: 'Ownership', apiSections: ['ownership'] },
] as const satisfies readonly ReportSectionView<IdxReportSection>[]

export const SGX_VIEWS = [
  { slug: 'overview', label: 'Overview', apiSections: ['overview'] },
  { slug: 'financials', label: 'Financials', apiSections: ['financials'] },
  { slug: 'valuation', label: 'Valuation', apiSections: ['valuation'] },
  { slug: 'dividend', label: 'Dividend', apiSections: ['dividend'] },
] as const satisfies readonly ReportSectionView<SgxReportSection>[]

export type IdxViewSlug = (typeof IDX_VIEWS)[number]['slug']
export type SgxViewSlug = (typeof SGX_VIEWS)[number]['slug']

export const viewsOf = (market: Market): readonly ReportSectionView<string>[] =>
  market === 'idx' ? IDX_VIEWS : SGX_VIEWS

/** The view a URL segment names; no segment is the overview; an unknown one is undefined. */
export function findView(market: Market, segment: string | undefined): ReportSectionView<string> | undefined {
  return viewsOf(market).find((view) => view.slug === (segment ?? 'overview'))
}

/** The registry's entry for a slug its type already knows to be there (a section's own query, its label). */
export function viewNamed<View extends ReportSectionView<string>>(views: readonly View[], slug: View['slug']): View {
  const view = views.find((candidate) => candidate.slug === slug)
  if (view === undefined) throw new Error(`No report view ${slug}`)
  return view
}

/** `/reports/BBCA`, `/reports/BBCA/financials`, `/reports/sgx/D05/dividend` */
export function sectionPath(market: Market, ticker: string, slug: string): string {
  const base = market === 'idx' ? `/reports/${ticker}` : `/reports/sgx/${ticker}`
  return slug === 'overview' ? base : `${base}/${slug}`
}

/**
 * The canonical link of a report that a link names in another form (its ticker in lower case or with the exchange
 * suffix, its overview named: `/reports/bbca.jk/overview` → `/reports/BBCA`), or null when the link is canonical or
 * names no report (the page then says what is wrong with it). The app rewrites the link in place; the server answers
 * such a link with a redirect.
 */
export function canonicalReportPath(market: Market, ticker: string, section: string | undefined): string | null {
  const canonical = parseTicker(market, ticker)
  const view = findView(market, section)
  if (canonical === null || view === undefined) return null
  if (canonical === ticker && section !== 'overview') return null
  return sectionPath(market, canonical, view.slug)
}
