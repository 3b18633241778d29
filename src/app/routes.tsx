import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { LoaderFunction, RouteObject } from 'react-router'
import { loadNamespaces } from '../lib/i18n/catalogues'
import { PAGE_ROUTES, type PageModule } from '../shared/page-routes'
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
 * language shown, load together. A module's loader runs through the app's query client; it runs only when the page
 * is opened: later changes of the link render at once and the page fetches them itself.
 */
const lazyPage = (page: (typeof PAGE_ROUTES)[number], queryClient: QueryClient, i18n: I18n) => async () => {
  const [route] = await Promise.all([ROUTE_MODULES[page.module](), loadNamespaces(i18n, page.namespaces)])
  return {
    Component: route.Component,
    ErrorBoundary: route.ErrorBoundary,
    ...(route.createLoader && { loader: route.createLoader(queryClient), shouldRevalidate: () => false }),
  }
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
        return page.path === '' ? { index: true, lazy } : { path: page.path, lazy }
      }),
      { path: '*', Component: NotFoundPage },
    ],
  },
]
