import { industriesPath, subindustriesPath, subsectorsPath } from '../../shared/api/helper-lists'
import { firstAuctionsRequest } from '../../shared/auctions/auctions-search'
import { firstReportRequests } from '../../shared/reports/report-requests'
import { firstScreenerRequest } from '../../shared/screener/first-request'
import { routeChunks } from './route-chunks'

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
    // the sub-sector table's list; the other panels' requests depend on choices the page makes
    path: /^\/$/,
    module: 'src/app/routes/market-route.tsx',
    requests: () => [subsectorsPath],
  },
]

/**
 * The `Link` header of a dashboard page: its first API answers (`rel=preload; as=fetch`, the very request the page
 * makes, which the browser then reuses) and its route's code (`rel=modulepreload`) start with the document, in
 * parallel with the entry script, instead of after the entry has run and loaded the route. Null for a page the
 * server knows nothing about.
 */
export function preloadHints(clientDir: string): (url: URL) => string | null {
  const chunksOf = routeChunks(clientDir)
  return (url) => {
    for (const page of PAGES) {
      const match = page.path.exec(url.pathname)
      if (match === null) continue
      const requests = page.requests(match, url.searchParams).filter((request) => request !== null)
      const { scripts, styles } = chunksOf(page.module)
      return [
        ...requests.map((request) => `</api${request}>; rel=preload; as=fetch; crossorigin`),
        ...scripts.map((script) => `<${script}>; rel=modulepreload; crossorigin`),
        ...styles.map((sheet) => `<${sheet}>; rel=preload; as=style; crossorigin`),
      ].join(', ')
    }
    return null
  }
}
