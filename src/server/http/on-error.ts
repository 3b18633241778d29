import type { ErrorHandler, NotFoundHandler } from 'hono'
import { errorBodyFor, NOT_FOUND_BODY } from '../../shared/api/errors'
import { QueryRefused } from '../screener/refusals'
import { ApiProblem, INTERNAL_ERROR_BODY } from './problems'
import type { LogLine } from './request-log'

/**
 * The one place errors become responses: an ApiProblem is answered as it says; a screener query that asked for
 * too much (a database limit its statement reached, or its time budget, screener/refusals.ts) is a 400 in the
 * endpoint's shape; anything else is a bug, logged with its stack on the server and answered with a generic body
 * that leaks no stack, SQL or data.
 */
export function onError(logError: LogLine): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiProblem) return c.json(error.body, error.status)
    const path = new URL(c.req.url).pathname
    if (error instanceof QueryRefused) return c.json(errorBodyFor(path, 'INVALID_WHERE_CLAUSE', error.message), 400)
    logError(`internal error on ${c.req.method} ${path}: ${error.stack ?? String(error)}`)
    return c.json(INTERNAL_ERROR_BODY, 500)
  }
}

export const jsonNotFound: NotFoundHandler = (c) => c.json(NOT_FOUND_BODY, 404)
