import type { ErrorHandler, NotFoundHandler } from 'hono'
import { QueryBudgetExceeded } from '../screener/run'
import { endpointErrorBody } from './endpoint-error'
import { ApiProblem, INTERNAL_ERROR_BODY } from './problems'
import type { LogLine } from './request-log'

/**
 * SQLite's limits that a request can reach (64 tables in a join, expression depth, bound variables, LIKE pattern
 * size, string length): the request asked for too much, which is the client's to fix, not a server fault.
 */
const SQLITE_LIMIT =
  /at most \d+ tables in a join|too many (terms|columns|SQL variables|arguments)|expression tree is too large|pattern too complex|string or blob too big|too many FROM clause terms|parser stack overflow/i

function sqliteLimit(error: Error): string | null {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : ''
  if (!code.startsWith('SQLITE_')) return null
  return SQLITE_LIMIT.exec(error.message)?.[0] ?? null
}

/**
 * The one place errors become responses: an ApiProblem is answered as it says; a database limit the request
 * reached, or a screener statement past its time budget, is a 400 in the endpoint's shape; anything else is a bug,
 * logged with its stack on the server and answered with a generic body that leaks no stack, SQL or data.
 */
export function onError(logError: LogLine): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiProblem) return c.json(error.body, error.status)
    const path = new URL(c.req.url).pathname
    if (error instanceof QueryBudgetExceeded)
      return c.json(endpointErrorBody(path, 'INVALID_WHERE_CLAUSE', error.message), 400)
    const limit = sqliteLimit(error)
    if (limit !== null) {
      const sentence = `The query is too complex: it goes past a limit of the database (${limit.toLowerCase()}).`
      return c.json(endpointErrorBody(path, 'INVALID_WHERE_CLAUSE', sentence), 400)
    }
    logError(`internal error on ${c.req.method} ${path}: ${error.stack ?? String(error)}`)
    return c.json(INTERNAL_ERROR_BODY, 500)
  }
}

export const jsonNotFound: NotFoundHandler = (c) => c.json({ error: 'Not found.' }, 404)
