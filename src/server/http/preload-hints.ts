import { industriesPath, subindustriesPath, subsectorsPath } from '../../shared/api/helper-lists'
import { firstAuctionsRequest } from '../../shared/auctions/auctions-search'
import type { Locale } from '../../shared/locale'
import { matchPage, pageNamespaces, SHARED_NAMESPACES, type PagePath } from '../../shared/page-routes'
import { firstReportRequests } from '../../shared/reports/report-requests'
import { firstScreenerRequest } from '../../shared/screener/first-request'
import { routeChunks, type RouteChunks } from './route-chunks'

type Params = Readonly<Record<string, string | undefined>>

/**
 * The service paths (the page asks them under `/api`) a page of the route table sends first, for its link's path
 * parameters and query. Pages whose requests depend on answers (a sub-sector, an auction's detail) have none here.
 */
const FIRST_REQUESTS: Partial<Record<PagePath, (params: Params, query: URLSearchParams) => (string | null)[]>> = {
  // the IDX tab's sub-sector table starts from this list (the SGX tab, `market=sgx`, has none)
  '': (_, query) => (query.get('market') === 'sgx' ? [] : [subsectorsPath]),
  screener: (_, query) => [firstScreenerRequest(query)],
  auctions: (_, query) => [firstAuctionsRequest(query)],
  // the classification first (its three lists); the group's companies follow once it is known
  companies: () => [subsectorsPath, industriesPath, subindustriesPath],
  'reports/sgx/:ticker/:section?': ({ ticker, section }) => firstReportRequests('sgx', ticker ?? '', section),
  'reports/:ticker/:section?': ({ ticker, section }) => firstReportRequests('idx', ticker ?? '', section),
}

/** What a page's response says about what the page needs next. */
export interface PageHints {
  /** the `Link` header ('' when there is nothing to name) */
  link: string
  /** the app's and the route's style sheets (a server-rendered page links them, to be painted as the page) */
  styles: readonly string[]
}

/**
 * The `Link` header of a dashboard page: its first API answers (`rel=preload; as=fetch`, the very request the page
 * makes, which the browser then reuses), its code and text (`rel=modulepreload`: the entry's, the route's with its
 * charts' code, the catalogues of its namespaces in `locale`; styles as `rel=preload; as=style`) start with the
 * document, when its headers arrive, instead of one after the other as the app asks for them. A server-rendered
 * page carries its answers already: they are not named.
 */
export function preloadHints(clientDir: string): (url: URL, locale: Locale, answersInPage?: boolean) => PageHints {
  const chunks = routeChunks(clientDir)
  const code = ({ scripts, styles }: RouteChunks) => [
    ...styles.map((sheet) => `<${sheet}>; rel=preload; as=style; crossorigin`),
    ...scripts.map((script) => `<${script}>; rel=modulepreload; crossorigin`),
  ]
  return (url, locale, answersInPage = false) => {
    const match = matchPage(url.pathname)
    if (match === null) return { link: '', styles: [] }
    const { page, params } = match
    const firstRequests = FIRST_REQUESTS[page.path]
    const requests =
      answersInPage || firstRequests === undefined
        ? []
        : firstRequests(params, url.searchParams).filter((request) => request !== null)
    const route = chunks.route(page.module)
    // in the order they are needed: the answer (the server's slowest part), the entries that run first, the page's
    // text and the route, then its charts (on HTTP/1.1 the browser opens six connections to a server: the later
    // ones wait). All of it is fetched now, while the page is parsed and painted; none of it runs before the paint
    const link = [
      ...requests.map((request) => `</api${request}>; rel=preload; as=fetch; crossorigin`),
      ...code(chunks.entry),
      ...code(chunks.catalogues([...SHARED_NAMESPACES, ...pageNamespaces(page, url.searchParams)], locale)),
      ...code(route),
      ...code(chunks.charts(page.module)),
    ].join(', ')
    // the app's own style sheets too: index.html links only its bootstrap's, the app's come with the app
    return { link, styles: [...chunks.entry.styles, ...route.styles] }
  }
}
