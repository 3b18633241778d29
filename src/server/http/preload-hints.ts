import { industriesPath, subindustriesPath, subsectorsPath } from '../../shared/api/helper-lists'
import { firstAuctionsRequest } from '../../shared/auctions/auctions-search'
import { firstReportRequests } from '../../shared/reports/report-requests'
import { firstScreenerRequest } from '../../shared/screener/first-request'
import { routeChunks, type RouteChunks } from './route-chunks'

/** A dashboard page the server can help: the module of its route and the API requests it sends first. */
interface PageRoute {
  path: RegExp
  module: string
  /** service paths (the page asks them under `/api`), for the link's path match and query */
  requests: (match: RegExpExecArray, query: URLSearchParams) => readonly (string | null)[]
}

const PAGES: readonly PageRoute[] = [
  {
    path: /^\/screener\/?$/,
    module: 'src/app/routes/screener-route.tsx',
    requests: (_, query) => [firstScreenerRequest(query)],
  },
  {
    path: /^\/reports\/(sgx\/)?([^/]+)(?:\/([^/]+))?\/?$/,
    module: 'src/app/routes/report-route.tsx',
    requests: (match) => firstReportRequests(match[1] === undefined ? 'idx' : 'sgx', match[2] ?? '', match[3]),
  },
  {
    path: /^\/auctions\/?$/,
    module: 'src/app/routes/auctions-route.tsx',
    requests: (_, query) => [firstAuctionsRequest(query)],
  },
  {
    // the classification first (its three lists); the group's companies follow once it is known
    path: /^\/companies\/?$/,
    module: 'src/app/routes/companies-route.tsx',
    requests: () => [subsectorsPath, industriesPath, subindustriesPath],
  },
  {
    // the IDX tab's sub-sector table starts from this list (the SGX tab, `market=sgx`, has none); the other
    // panels' requests depend on choices the page makes
    path: /^\/$/,
    module: 'src/app/routes/market-route.tsx',
    requests: (_, query) => (query.get('market') === 'sgx' ? [] : [subsectorsPath]),
  },
  // pages whose requests depend on answers: their code only (and their styles, for a first screen drawn by the server)
  { path: /^\/auctions\/[^/]+\/?$/, module: 'src/app/routes/auction-detail-route.tsx', requests: () => [] },
  { path: /^\/sectors\/[^/]+\/?$/, module: 'src/app/routes/sector-route.tsx', requests: () => [] },
  { path: /^\/compare\/?$/, module: 'src/app/routes/compare-route.tsx', requests: () => [] },
]

/** What a page's response says about what the page needs next. */
export interface PageHints {
  /** the `Link` header ('' when there is nothing to name) */
  link: string
  /** the route's own style sheets (for a first screen drawn by the server, which needs them to be drawn as the page) */
  styles: readonly string[]
}

/**
 * The `Link` header of a dashboard page: its first API answers (`rel=preload; as=fetch`, the very request the page
 * makes, which the browser then reuses), the entry's code and its route's (`rel=modulepreload`, styles as
 * `rel=preload; as=style`) start with the document, when its headers arrive, instead of after the entry has run
 * and asked for the route. A page whose first screen the server drew carries its answers already: they are not named.
 */
export function preloadHints(clientDir: string): (url: URL, answersInPage?: boolean) => PageHints {
  const chunks = routeChunks(clientDir)
  const code = ({ scripts, styles }: RouteChunks) => [
    ...styles.map((sheet) => `<${sheet}>; rel=preload; as=style; crossorigin`),
    ...scripts.map((script) => `<${script}>; rel=modulepreload; crossorigin`),
  ]
  return (url, answersInPage = false) => {
    for (const page of PAGES) {
      const match = page.path.exec(url.pathname)
      if (match === null) continue
      const requests = answersInPage ? [] : page.requests(match, url.searchParams).filter((request) => request !== null)
      const route = chunks.route(page.module)
      // in the order they are needed: the answer (the server's slowest part), the classic script the page's parsing
      // waits for, the entry that runs first, then the route (on HTTP/1.1 the browser opens six connections to a
      // server: the later ones wait)
      const link = [
        ...requests.map((request) => `</api${request}>; rel=preload; as=fetch; crossorigin`),
        ...chunks.blocking.map((script) => `<${script}>; rel=preload; as=script`),
        ...code(chunks.entry),
        ...code(route),
      ].join(', ')
      return { link, styles: route.styles }
    }
    return { link: '', styles: [] }
  }
}
