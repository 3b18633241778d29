import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import type { createBrowserRouter } from 'react-router'
import { FIRST_SCREEN_STATE_ID } from '../../shared/first-screen'

type Router = ReturnType<typeof createBrowserRouter>

/**
 * When the server drew the page's first screen, the answers it drew it from go into the query client, so that the
 * app's first render shows the same data at once, asking nothing again. True when there was such a screen.
 */
export function startFromFirstScreen(queryClient: QueryClient): boolean {
  const block = document.getElementById(FIRST_SCREEN_STATE_ID)
  if (block === null) return false
  block.remove()
  try {
    // the server's own dehydrated state (render-first-screen.tsx), made of answers its query functions already
    // checked against the response schemas, as the app's own would be
    hydrate(queryClient, JSON.parse(block.textContent) as DehydratedState)
  } catch {
    // an unreadable block only costs the head start: the app asks for its answers itself
  }
  return true
}

/**
 * Resolves once the router has the page's code and has run its loader. The app's first render replaces the drawn
 * first screen; waiting for the page (not its loading line) keeps the picture until the page itself replaces it.
 */
export function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  })
}
