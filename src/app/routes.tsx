import type { QueryClient } from '@tanstack/react-query'
import type { RouteObject } from 'react-router'
import { AppLayout } from './layout/app-layout'
import { PageLoading } from './page-loading'
import { NotFoundPage } from './not-found-page'
import { RouteError } from './route-error'

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
      {
        path: 'screener',
        lazy: async () => {
          const route = await import('./routes/screener-route')
          return {
            Component: route.Component,
            ErrorBoundary: route.ErrorBoundary,
            loader: route.screenerLoader(queryClient),
            // only when the page is opened: later changes render at once and the page fetches them itself
            shouldRevalidate: () => false,
          }
        },
      },
      { path: 'auctions', lazy: () => import('./routes/auctions-route') },
      { path: 'auctions/:wiup_code', lazy: () => import('./routes/auction-detail-route') },
      {
        path: 'companies',
        lazy: async () => {
          const route = await import('./routes/companies-route')
          return {
            Component: route.Component,
            ErrorBoundary: route.ErrorBoundary,
            loader: route.companiesLoader(queryClient),
            // only when the page is opened: later changes render at once and the page fetches them itself
            shouldRevalidate: () => false,
          }
        },
      },
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
