import { matchPage, type PagePath } from '../../shared/page-routes'
import { canonicalReportPath } from '../../shared/reports/report-sections'

type Params = Readonly<Record<string, string | undefined>>

/** The pages of the route table whose links have a canonical form, and that form for a link's parameters. */
const CANONICAL: Partial<Record<PagePath, (params: Params) => string | null>> = {
  'reports/sgx/:ticker/:section?': ({ ticker, section }) => canonicalReportPath('sgx', ticker ?? '', section),
  'reports/:ticker/:section?': ({ ticker, section }) => canonicalReportPath('idx', ticker ?? '', section),
}

/**
 * Where a page link written in another form than its canonical one moves to for good (301), its query kept; null for
 * a canonical link. The server answers with the redirect before rendering anything: the app's own rewrite of the
 * link (`<Navigate>`) cannot happen in a server-side rendering, and a bookmark or a search engine learns the link.
 */
export function pageRedirect(url: URL): string | null {
  const match = matchPage(url.pathname)
  const canonical = match === null ? null : (CANONICAL[match.page.path]?.(match.params) ?? null)
  return canonical === null ? null : `${canonical}${url.search}`
}
