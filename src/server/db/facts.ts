import type { Database } from 'better-sqlite3'

/** What the data says about itself, which answers must agree with. */
export interface DataFacts {
  /** the data's "today" (YYYY-MM-DD): prices are as of this day */
  readonly asOf: string
  /** the latest fiscal year reported in full */
  readonly latestFiscalYear: number
}

/**
 * The latest fiscal year the data reports in full: the last year with a reported IDX revenue (forecast rows carry
 * estimates only). A fact of the data, read from it, so a newer dataset moves it without a code change.
 */
export function readLatestFiscalYear(db: Database): number {
  const row = db
    .prepare<[], { year: number | null }>('SELECT max(year) AS year FROM idx_yearly WHERE revenue IS NOT NULL')
    .get()
  if (row?.year === null || row?.year === undefined) throw new Error('the database reports no fiscal year')
  return row.year
}
