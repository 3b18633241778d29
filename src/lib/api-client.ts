import { z } from 'zod/mini'
import type { AnswerFromServer } from '../shared/ssr'
import { noteFreshness } from './answer-freshness'
import { ApiError } from './api-error'

// the browser's fetch; on the server, rendering a page, the server's own answers
let transport: AnswerFromServer = (url, init) => fetch(url, init)

/** For server-side rendering only: answers come from the server itself, not over the network. */
export function setApiTransport(next: AnswerFromServer): void {
  transport = next
}

/**
 * The dashboard's only way to the server: GET `/api{path}`, parse the answer with the shared contract, and turn
 * every failure (unreachable server, any of the three error shapes, an answer of the wrong shape) into an ApiError.
 * Nothing else happens here: no toasts, no redirects. An abort is passed through untouched.
 */
export async function apiGet<T>(path: string, schema: z.core.$ZodType<T>, signal?: AbortSignal): Promise<T> {
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
  const parsed = z.safeParse(schema, body)
  if (!parsed.success)
    throw new ApiError(response.status, 'CONTRACT', 'The server answered in an unexpected shape.', {
      cause: parsed.error,
    })
  return parsed.data
}
