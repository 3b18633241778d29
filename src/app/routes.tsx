import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { LoaderFunction, RouteObject } from 'react-router'
import { loadNamespaces } from '../lib/i18n/catalogues'
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

/**
 * A lazily loaded page with its text: the catalogues of the namespaces it shows (its feature's, and `catalogue`
 * for the field and classification names), loaded in the language shown while its code loads.
 */
const withText =
  <Route,>(i18n: I18n, namespaces: readonly string[], load: () => Promise<Route>) =>
  async () => {
    const [route] = await Promise.all([load(), loadNamespaces(i18n, namespaces)])
    return route
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
export const createRoutes = (queryClient: QueryClient, i18n: I18n): RouteObject[] => [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    // shown while the first page's code loads
    HydrateFallback: PageLoading,
    children: [
      { index: true, lazy: withText(i18n, ['market', 'catalogue'], () => import('./routes/market-route')) },
      { path: 'map', lazy: withText(i18n, ['map', 'catalogue'], () => import('./routes/map-route')) },
      {
        path: 'screener',
        lazy: withLoader(
          queryClient,
          withText(i18n, ['screener', 'catalogue', 'fields'], () => import('./routes/screener-route')),
        ),
      },
      { path: 'auctions', lazy: withText(i18n, ['auctions'], () => import('./routes/auctions-route')) },
      {
        path: 'auctions/:wiup_code',
        lazy: withText(i18n, ['auctions'], () => import('./routes/auction-detail-route')),
      },
      {
        path: 'companies',
        lazy: withLoader(
          queryClient,
          withText(i18n, ['companies', 'catalogue'], () => import('./routes/companies-route')),
        ),
      },
      {
        path: 'sectors/:sub_sector',
        lazy: withText(i18n, ['sectors', 'catalogue'], () => import('./routes/sector-route')),
      },
      {
        path: 'reports/sgx/:ticker/:section?',
        lazy: withText(i18n, ['reports', 'catalogue'], () => import('./routes/report-route')),
      },
      {
        path: 'reports/:ticker/:section?',
        lazy: withText(i18n, ['reports', 'catalogue'], () => import('./routes/report-route')),
      },
      {
        path: 'watchlists',
        lazy: withText(i18n, ['watchlists', 'catalogue'], () => import('./routes/watchlists-route')),
      },
      {
        path: 'watchlists/:id',
        lazy: withText(i18n, ['watchlists', 'catalogue'], () => import('./routes/watchlist-route')),
      },
      { path: 'compare', lazy: withText(i18n, ['compare', 'catalogue'], () => import('./routes/compare-route')) },
      { path: '*', Component: NotFoundPage },
    ],
  },
]
