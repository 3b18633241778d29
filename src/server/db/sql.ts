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
