import type { Context } from 'hono'

/**
 * Sets headers on the answer already in `c.res` (after `next()`). An answer passed through from `fetch` has
 * immutable headers: it is copied once, body untouched.
 */
export function setResponseHeaders(c: Context, headers: Readonly<Record<string, string>>): void {
  try {
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
  } catch {
    c.res = new Response(c.res.body, c.res)
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
  }
}
