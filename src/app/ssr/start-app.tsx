import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router'
import { releaseEarlyClicks } from '../../lib/early-clicks'
import { loadNamespaces } from '../../lib/i18n/catalogues'
import { createQueryClient } from '../../lib/query-client'
import type { HydrationState } from '../../shared/ssr'
import { startLanguage } from '../language/start-language'
import { Providers } from '../providers'
import { createRoutes, linkNamespacesAt } from '../routes'

/**
 * Loads the code (and text) of the lazy routes a location opens, before the router starts: hydration must render
 * the page the server rendered at once, not the loading line shown while a lazy page's code arrives.
 */
async function loadRoutesOf(routes: RouteObject[], location: Location): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => typeof match.route.lazy === 'function')
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, { ...loaded, lazy: undefined })
    }),
  )
}

/**
 * Starts the dashboard in `root`. With the server's `state` (a server-rendered page) it hydrates the markup already
 * there, from the same routes, answers and language it was rendered with: no second render, nothing asked again.
 * Without, it renders the page itself. Resolves with React's root once React has been given the page.
 */
export async function startApp(root: HTMLElement, state: HydrationState | null): Promise<Root> {
  const queryClient = createQueryClient()
  if (state !== null) hydrate(queryClient, state.queries as DehydratedState)
  const { i18n, ready } = startLanguage(state?.locale)
  const routes = createRoutes(queryClient, i18n)
  const app = (router: ReturnType<typeof createBrowserRouter>) => (
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  )
  if (state === null) {
    await ready
    const reactRoot = createRoot(root)
    reactRoot.render(app(createBrowserRouter(routes)))
    return reactRoot
  }
  await Promise.all([
    ready,
    loadRoutesOf(routes, window.location),
    loadNamespaces(i18n, linkNamespacesAt(routes, window.location)),
  ])
  const reactRoot = hydrateRoot(root, app(createBrowserRouter(routes, { hydrationData: state.router })))
  releaseEarlyClicks()
  return reactRoot
}
