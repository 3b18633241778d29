import type { Database } from 'better-sqlite3'

export type SqlValue = number | string | null

/** Where the demo market's SQL goes while it is built: a connection in this thread, or the writer thread. */
export interface SqlTarget {
  exec(sql: string): void
  /** A statement prepared once; the function runs it with one row of values. */
  prepare(sql: string): (values: readonly SqlValue[]) => void
}

/** Runs the SQL on a connection of this thread (in-memory builds: tests, a server started without DATA_DIR). */
export function connectionTarget(db: Database): SqlTarget {
  return {
    exec: (sql) => {
      db.exec(sql)
    },
    prepare: (sql) => {
      const statement = db.prepare(sql)
      return (values) => {
        // as arguments, not as one array: see writer-thread.ts
        statement.run(...values)
      }
    },
  }
}
