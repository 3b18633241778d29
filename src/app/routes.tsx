import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { matchRoutes, type LoaderFunction, type RouteObject } from 'react-router'
import { loadNamespaces } from '../lib/i18n/catalogues'
import { PAGE_ROUTES, type PageModule, type PageRoute } from '../shared/page-routes'
import { AppLayout } from './layout/app-layout'
import { PageLoading } from './page-loading'
import { NotFoundPage } from './not-found-page'
import { RouteError } from './route-error'

/** A route module: its page, its error boundary, and (some) a loader that starts the link's first request. */
export interface RouteModule {
  Component: ComponentType
  ErrorBoundary: ComponentType
  createLoader?: (queryClient: QueryClient) => LoaderFunction
}

/**
 * The code of each page of the route table (src/shared/page-routes.ts), by its module. Pages load lazily, so the
 * screener never downloads report or chart code and the first page paints sooner.
 */
const ROUTE_MODULES: Record<PageModule, () => Promise<RouteModule>> = {
  'src/app/routes/market-route.tsx': () => import('./routes/market-route'),
  'src/app/routes/map-route.tsx': () => import('./routes/map-route'),
  'src/app/routes/screener-route.tsx': () => import('./routes/screener-route'),
  'src/app/routes/auctions-route.tsx': () => import('./routes/auctions-route'),
  'src/app/routes/auction-detail-route.tsx': () => import('./routes/auction-detail-route'),
  'src/app/routes/companies-route.tsx': () => import('./routes/companies-route'),
  'src/app/routes/sector-route.tsx': () => import('./routes/sector-route'),
  'src/app/routes/report-route.tsx': () => import('./routes/report-route'),
  'src/app/routes/watchlists-route.tsx': () => import('./routes/watchlists-route'),
  'src/app/routes/watchlist-route.tsx': () => import('./routes/watchlist-route'),
  'src/app/routes/compare-route.tsx': () => import('./routes/compare-route'),
}

/**
 * A page loaded when first opened, with its text: its code and the catalogues of the namespaces it shows, in the
 * language shown, load together; those its link asks for (`linkNamespaces`), before it is drawn. A module's loader
 * runs through the app's query client; it runs only when the page is opened: later changes of the link render at
 * once and the page fetches them itself.
 */
const lazyPage = (page: (typeof PAGE_ROUTES)[number], queryClient: QueryClient, i18n: I18n) => async () => {
  const [route] = await Promise.all([ROUTE_MODULES[page.module](), loadNamespaces(i18n, page.namespaces)])
  const moduleLoader = route.createLoader?.(queryClient)
  const { linkNamespaces }: PageRoute = page
  const loader: LoaderFunction | undefined =
    linkNamespaces === undefined
      ? moduleLoader
      : async (args) => {
          // the module's loader first: the link's first request travels while the text loads
          const data: unknown = await moduleLoader?.(args)
          await loadNamespaces(i18n, linkNamespaces(new URL(args.request.url).searchParams))
          return data ?? null
        }
  return {
    Component: route.Component,
    ErrorBoundary: route.ErrorBoundary,
    ...(loader && { loader, shouldRevalidate: () => false }),
  }
}

/** The page of each route object `createRoutes` made (`linkNamespacesAt` reads it). */
const PAGE_OF_ROUTE = new WeakMap<RouteObject, PageRoute>()

/**
 * The catalogues a location's link asks for beyond its page's (`linkNamespaces`). The route's loader loads them; the
 * browser loads them itself before it hydrates a server-rendered page, whose loaders do not run again.
 */
export function linkNamespacesAt(routes: RouteObject[], location: Location): readonly string[] {
  const search = new URLSearchParams(location.search)
  return (matchRoutes(routes, location) ?? []).flatMap(
    ({ route }) => PAGE_OF_ROUTE.get(route)?.linkNamespaces?.(search) ?? [],
  )
}

/**
 * The dashboard's routes, from the route table: the same on the server, which renders a link's page with them, and
 * in the browser, which hydrates that page with them. Each page brings its own error boundary.
 */
export const createRoutes = (queryClient: QueryClient, i18n: I18n): RouteObject[] => [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    // shown while the first page's code loads (a page the server did not render)
    HydrateFallback: PageLoading,
    children: [
      ...PAGE_ROUTES.map((page): RouteObject => {
        const lazy = lazyPage(page, queryClient, i18n)
        const route: RouteObject = page.path === '' ? { index: true, lazy } : { path: page.path, lazy }
        PAGE_OF_ROUTE.set(route, page)
        return route
      }),
      { path: '*', Component: NotFoundPage },
    ],
  },
]
