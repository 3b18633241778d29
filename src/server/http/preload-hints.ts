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
