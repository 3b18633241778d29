import BetterSqlite3 from 'better-sqlite3'

/**
 * A screener query that asked for more work than one request may cause: the request's to fix, answered 400
 * INVALID_WHERE_CLAUSE in the endpoint's shape (http/on-error.ts), never a server fault.
 */
export class QueryRefused extends Error {
  override name = 'QueryRefused'
}

/** A screener statement ran past its time budget (QUERY_TIME_BUDGET_MS). */
export class QueryBudgetExceeded extends QueryRefused {
  override name = 'QueryBudgetExceeded'

  constructor(readonly budgetMs: number) {
    super(
      `The query took longer than the ${String(budgetMs)} ms budget for one query; narrow the filter or refer to ` +
        'fewer fiscal years.',
    )
  }
}

/**
 * SQLite refused a statement compiled from a client's query at one of its limits (64 tables in a join, result
 * columns, expression depth, bound variables, LIKE pattern size, string length).
 */
export class QueryTooComplex extends QueryRefused {
  override name = 'QueryTooComplex'

  constructor(limit: string) {
    super(`The query is too complex: it goes past a limit of the database (${limit.toLowerCase()}).`)
  }
}

/**
 * The result codes SQLite gives a statement that reached a limit: SQLITE_TOOBIG (a string or blob), SQLITE_ERROR
 * (every limit of a statement's shape; SQLite has no extended code for them). Both are the request's doing only for a
 * statement compiled from the request, whose SQL is otherwise correct by construction (whitelisted fields, bound
 * values, the compiler's property tests): so this is applied there and nowhere else, where SQLITE_ERROR is a bug.
 */
const LIMIT_CODES: ReadonlySet<string> = new Set(['SQLITE_ERROR', 'SQLITE_TOOBIG'])

/** `error` as a QueryTooComplex when SQLite refused a client's compiled statement at a limit; else unchanged. */
export function refusedByDatabase(error: unknown): unknown {
  return error instanceof BetterSqlite3.SqliteError && LIMIT_CODES.has(error.code)
    ? new QueryTooComplex(error.message)
    : error
}
