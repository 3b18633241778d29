import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { LoaderFunction, RouteObject } from 'react-router'
import { AppLayout } from './layout/app-layout'
import { PageLoading } from './page-loading'
import { NotFoundPage } from './not-found-page'
import { RouteError } from './route-error'

/** A route module whose loader starts the first request of the link the page is opened with. */
interface RouteWithLoader {
  Component: ComponentType
  ErrorBoundary: ComponentType
  createLoader: (queryClient: QueryClient) => LoaderFunction
}

/** A lazily loaded page with its loader, through the app's query client. */
const withLoader = (queryClient: QueryClient, load: () => Promise<RouteWithLoader>) => async () => {
  const route = await load()
  return {
    Component: route.Component,
    ErrorBoundary: route.ErrorBoundary,
    loader: route.createLoader(queryClient),
    // only when the page is opened: later changes render at once and the page fetches them itself
    shouldRevalidate: () => false,
  }
}

/**
 * The dashboard's routes. Pages load lazily, so the screener never downloads report or chart code and the
 * first page paints sooner. Each page brings its own error boundary; the screener also a loader that starts the
 * request of a link it is opened with before the page renders, through the app's query client.
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    // shown while the first page's code loads
    HydrateFallback: PageLoading,
    children: [
      { index: true, lazy: () => import('./routes/market-route') },
      { path: 'screener', lazy: withLoader(queryClient, () => import('./routes/screener-route')) },
      { path: 'auctions', lazy: () => import('./routes/auctions-route') },
      { path: 'auctions/:wiup_code', lazy: () => import('./routes/auction-detail-route') },
      { path: 'companies', lazy: withLoader(queryClient, () => import('./routes/companies-route')) },
      { path: 'sectors/:sub_sector', lazy: () => import('./routes/sector-route') },
      { path: 'reports/sgx/:ticker/:section?', lazy: () => import('./routes/report-route') },
      { path: 'reports/:ticker/:section?', lazy: () => import('./routes/report-route') },
      { path: 'watchlists', lazy: () => import('./routes/watchlists-route') },
      { path: 'watchlists/:id', lazy: () => import('./routes/watchlist-route') },
      { path: 'compare', lazy: () => import('./routes/compare-route') },
      { path: '*', Component: NotFoundPage },
    ],
  },
]
