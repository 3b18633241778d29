/**
 * Quotes a column or table name for SQL text. Only catalogue names and our own fixed names reach here; the pattern
 * check makes that a guarantee rather than a convention.
 */
export function quoteIdent(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`refusing to quote identifier ${JSON.stringify(name)}`)
  return `"${name}"`
}

/** ASCII-only lower case, exactly what SQLite's lower() does without ICU, so SQL and TypeScript agree. */
export function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase())
}

/**
 * A page's `LIMIT n OFFSET :offset`, its size written into the SQL text as a checked count, its offset bound.
 * SQLite reads a bound LIMIT's value when it plans a statement (so that a small page may be read off an index), and so
 * plans the statement again whenever that parameter is bound, which better-sqlite3 does on every run: a screener
 * page was planned anew on every request (perf, scale 1: the distinct load-test mix spent 4.4 % of its time planning
 * statements again, 1.2 points of it for the page size). A size in the text is planned for once, with the same
 * knowledge; the offset is not planned on.
 */
export function pageClause(limit: number): string {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`refusing page size ${String(limit)}`)
  return `LIMIT ${String(limit)} OFFSET :offset`
}
