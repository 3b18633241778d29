import type { AnswerFromServer } from '../shared/ssr'
import { noteFreshness } from './answer-freshness'
import { ApiError } from './api-error'

/** The browser's fetch, looked up at each call (so a test's stub or spy on the global sees every request). */
export const browserTransport: AnswerFromServer = (url, init) => fetch(url, init)

// the browser's fetch; on the server, rendering a page, the server's own answers
let transport: AnswerFromServer = browserTransport

/** For server-side rendering only: answers come from the server itself, not over the network. */
export function setApiTransport(next: AnswerFromServer): void {
  transport = next
}

/**
 * The dashboard's only way to the server: GET `/api{path}`, read the JSON answer as the shared contract's type `T`,
 * and turn every failure (unreachable server, any of the three error shapes, an answer that is not JSON) into an
 * ApiError. Nothing else happens here: no toasts, no redirects. An abort is passed through untouched.
 *
 * The answer's shape is not checked field by field here: the server builds its answers from the contract's types
 * and validates the upstream's against the contract's schemas (src/shared/api) before it answers, and tests hold
 * it to them. Checking again in the browser would cost every page the validation library (≈10 KB gzip). What only
 * the browser can notice is checked: an answer that is no JSON object or array (a proxy's HTML page, an empty
 * body) is a CONTRACT error, as before.
 */
export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response
  try {
    // a plain GET, no extra header: the browser then reuses the answer the page's document preloaded (see the
    // server's http/preload-hints.ts), which it would not for a request with other headers
    response = await transport(`/api${path}`, { signal })
  } catch (cause) {
    if (signal?.aborted === true) throw cause
    throw new ApiError(0, 'NETWORK', 'The server is unreachable. Check that it is running and try again.', { cause })
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) throw ApiError.from(response.status, body, response.headers.get('retry-after'))
  noteFreshness(response.headers)
  if (typeof body !== 'object' || body === null)
    throw new ApiError(response.status, 'CONTRACT', 'The server answered in an unexpected shape.')
  return body as T
}
