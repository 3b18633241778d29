/**
 * The dashboard's pages, in one table read by the app's router (src/app/routes.tsx), the server's page matcher
 * (which pages it renders, http/server-rendering.ts) and its preload hints (http/preload-hints.ts). A new page is one
 * entry here and its module's import in src/app/routes.tsx (and, if the server can name its first API request,
 * one in http/preload-hints.ts). Kept free of imports: the app's entry carries it.
 */

/** The namespaces of the layout, shown on every page, loaded before any page's own. */
export const SHARED_NAMESPACES = ['app', 'components'] as const

/** A page of the dashboard. */
export interface PageRoute {
  /** the router's path below the layout, React Router syntax (`:param`, `:param?`); '' is the index page */
  path: string
  /** the route module (the build manifest's key: its code, styles and chart chunks are named from it) */
  module: `src/app/routes/${string}.tsx`
  /** the message catalogues it shows beyond the layout's (lib/i18n/catalogues.ts) */
  namespaces: readonly string[]
  /** those it shows on a link's first screen only when the link asks for them (`linkNamespaces`) */
  linkNamespaces?: (search: URLSearchParams) => readonly string[]
  /**
   * rendered on the server: every page is (a watchlist's companies live in the visitor's browser: the server
   * renders its frame and the browser fills it in once hydrated)
   */
  serverRendered: boolean
}

/** A page's entry: its path, its route module (src/app/routes/<name>.tsx) and the catalogues it shows. */
function page<const Path extends string, const Name extends string>(
  path: Path,
  name: Name,
  namespaces: readonly string[],
) {
  return { path, module: `src/app/routes/${name}.tsx` as const, namespaces, serverRendered: true } satisfies PageRoute
}

/**
 * The industries' names (`industries`) on a screener link's first screen: when the link names a field of that level
 * (`industry`, `sub_industry`: its filter, order or columns), or asks a question (the answer's filter may).
 */
const screenerLinkNamespaces = (search: URLSearchParams): readonly string[] =>
  search.has('q') || search.toString().includes('industry') ? ['industries'] : []

export const PAGE_ROUTES = [
  page('', 'market-route', ['market', 'catalogue']),
  page('map', 'map-route', ['map', 'catalogue']),
  {
    ...page('screener', 'screener-route', ['screener', 'catalogue', 'fields']),
    linkNamespaces: screenerLinkNamespaces,
  },
  page('auctions', 'auctions-route', ['auctions']),
  page('auctions/:wiup_code', 'auction-detail-route', ['auctions']),
  page('companies', 'companies-route', ['companies', 'catalogue', 'industries']),
  page('sectors/:sub_sector', 'sector-route', ['sectors', 'catalogue']),
  page('reports/sgx/:ticker/:section?', 'report-route', ['reports', 'catalogue', 'industries']),
  page('reports/:ticker/:section?', 'report-route', ['reports', 'catalogue', 'industries']),
  page('watchlists', 'watchlists-route', ['watchlists', 'catalogue']),
  page('watchlists/:id', 'watchlist-route', ['watchlists', 'catalogue']),
  page('compare', 'compare-route', ['compare', 'catalogue']),
] as const satisfies readonly PageRoute[]

/** The namespaces a link of a page shows on its first screen beyond the layout's: the page's and its link's. */
export const pageNamespaces = (page: PageRoute, search: URLSearchParams): readonly string[] => [
  ...page.namespaces,
  ...(page.linkNamespaces?.(search) ?? []),
]

/** The route modules and the paths of the table's pages. */
export type PageModule = (typeof PAGE_ROUTES)[number]['module']
export type PagePath = (typeof PAGE_ROUTES)[number]['path']

/** A page of the table and the values of its path's parameters. */
export interface PageMatch {
  page: (typeof PAGE_ROUTES)[number]
  params: Record<string, string | undefined>
}

/** A segment's parameter value, or undefined for a malformed escape (`%E0`: no page of ours). */
function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/** The params of `pathname` on `pattern` (React Router's matching, less what the table does not use), or null. */
function matchPattern(pattern: string, pathname: string): Record<string, string | undefined> | null {
  const wanted = pattern === '' ? [] : pattern.split('/')
  const trimmed = pathname.replace(/^\/|\/$/g, '')
  const given = trimmed === '' ? [] : trimmed.split('/')
  const params: Record<string, string | undefined> = {}
  for (const [at, part] of wanted.entries()) {
    const segment = given[at]
    if (!part.startsWith(':')) {
      if (segment !== part) return null
      continue
    }
    const optional = part.endsWith('?')
    const name = part.slice(1, optional ? -1 : undefined)
    if (segment === undefined || segment === '') {
      if (!optional) return null
      continue
    }
    const value = decoded(segment)
    if (value === undefined) return null
    params[name] = value
  }
  return given.length > wanted.length ? null : params
}

/** The page a path opens (first match in the table's order, as the router ranks these paths), or null. */
export function matchPage(pathname: string): PageMatch | null {
  for (const page of PAGE_ROUTES) {
    const params = matchPattern(page.path, pathname)
    if (params !== null) return { page, params }
  }
  return null
}
