import type { ErrorHandler, NotFoundHandler } from 'hono'
import { ApiProblem, INTERNAL_ERROR_BODY } from './problems'
import type { LogLine } from './request-log'

/**
 * The one place errors become responses: an ApiProblem is answered as it says; anything else is a bug, logged
 * with its stack on the server and answered with a generic body that leaks no stack, SQL or data.
 */
export function onError(logError: LogLine): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiProblem) return c.json(error.body, error.status)
    logError(`internal error on ${c.req.method} ${new URL(c.req.url).pathname}: ${error.stack ?? String(error)}`)
    return c.json(INTERNAL_ERROR_BODY, 500)
  }
}

export const jsonNotFound: NotFoundHandler = (c) => c.json({ error: 'Not found.' }, 404)
