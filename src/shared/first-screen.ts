import type { Locale } from './locale'

/**
 * A dashboard link's first screen, drawn by the server with the app's own components so that its data shows with
 * the document, before the app's code has arrived (src/app/first-screen, src/server/http/first-screen.ts).
 */
export interface FirstScreen {
  /** the page's markup as the app first draws it */
  html: string
  /** the answers it was drawn from (TanStack Query's dehydrated state), for the app to start from */
  state: unknown
  /** every answer the page asked for came (or was refused) in time: nothing in it is drawn as still loading */
  complete: boolean
}

/** Answers an API path (`/api/v2/companies/?…`) from the server itself. */
export type AnswerFromServer = (url: string, init: { signal?: AbortSignal }) => Promise<Response>

export type FirstScreenRenderer = (url: URL, answer: AnswerFromServer, locale: Locale) => Promise<FirstScreen | null>

/** The id of the non-executable JSON block that carries the state in the page. */
export const FIRST_SCREEN_STATE_ID = 'first-screen-state'

/** The class of the inert, hidden wrapper around the drawn markup, which the app replaces when it starts. */
export const FIRST_SCREEN_CLASS = 'first-screen'
