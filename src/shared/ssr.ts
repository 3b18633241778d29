import type { Locale } from './locale'

/**
 * Server-side rendering: a dashboard link's page rendered on the server with the app's own routes and components
 * (src/app/ssr, src/server/http/server-rendering.ts), so that its data shows with the document; the app then
 * hydrates that markup (`hydrateRoot`) from the same routes, answers and language instead of rendering it again.
 */
export interface RenderedPage {
  /** the markup of `#root` as the app renders the page */
  html: string
  /** what the app hydrates from (carried in the page as a JSON data block) */
  state: HydrationState
  /** every answer the page asked for came (or was refused) in time: nothing in it is rendered as still loading */
  complete: boolean
}

/**
 * What the browser needs to render exactly what the server rendered: the answers (TanStack Query's dehydrated
 * state), the router's loader data, and the language with which catalogues were loaded.
 */
export interface HydrationState {
  queries: unknown
  router: { loaderData: Record<string, unknown> }
  locale: Locale
}

/** Answers an API path (`/api/v2/companies/?…`) from the server itself. */
export type AnswerFromServer = (url: string, init: { signal?: AbortSignal }) => Promise<Response>

/**
 * Renders a link's page in `locale`, asking its answers from `answer`; it waits `answerWaitMs` in all for them (by
 * default a short time chosen for a page's document not to wait on a slow panel).
 */
export type PageRenderer = (
  url: URL,
  answer: AnswerFromServer,
  locale: Locale,
  answerWaitMs?: number,
) => Promise<RenderedPage | null>

/** The id of the non-executable JSON block (`type="application/json"`: the strict CSP stays) carrying the state. */
export const HYDRATION_STATE_ID = 'hydration-state'
