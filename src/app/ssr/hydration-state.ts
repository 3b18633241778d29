import { HYDRATION_STATE_ID, type HydrationState } from '../../shared/ssr'
import { isLocale } from '../../shared/locale'

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * What the server rendered the page from (src/app/ssr/render-page.tsx), read from the page's JSON data block and
 * taken out of the document; null when the server did not render the page, or its block is unreadable (the app
 * then renders the page itself).
 */
export function takeHydrationState(): HydrationState | null {
  const block = document.getElementById(HYDRATION_STATE_ID)
  if (block === null) return null
  block.remove()
  try {
    const state: unknown = JSON.parse(block.textContent)
    // the server's own state, made of answers its query functions already checked against the response schemas
    if (!isObject(state) || !isLocale(state.locale) || !isObject(state.router) || !isObject(state.router.loaderData))
      return null
    return { queries: state.queries, router: { loaderData: state.router.loaderData }, locale: state.locale }
  } catch {
    return null
  }
}
