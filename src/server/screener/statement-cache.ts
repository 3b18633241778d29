import type { Database, Statement } from 'better-sqlite3'
import type { SqlParam } from './sql-builder'

export type Params = Record<string, SqlParam>
export type RawRow = Record<string, unknown>

/** A statement, compiled once run, with what running its shape has taught (see countApart). */
interface CachedStatement {
  statement?: Statement<[Params], RawRow>
  /** whether SQLite reads its rows in its ORDER BY off an index, with no sort; asked once */
  inOrder?: boolean
  /** how many rows its condition matched the last time it ran */
  matches?: number
}

/**
 * Rows a page may walk past in index order before counting apart stops paying, whatever it matched: about a
 * millisecond of reading (0.8–2.3 µs a row, measured at scale 100). A whole small market is within it.
 */
const WALK_ALLOWANCE = 1000

/** The share of the market a sorted page must have matched last time to be counted apart (see countApart). */
const SORTED_SHARE = 0.25

/** Compiled statements by SQL text. The text depends only on a query's shape and page size, never its values. */
export class StatementCache {
  private readonly statements = new Map<string, CachedStatement>()

  constructor(
    private readonly db: Database,
    private readonly capacity = 256,
  ) {}

  get(sql: string): Statement<[Params], RawRow> {
    const entry = this.entry(sql)
    entry.statement ??= this.db.prepare<[Params], RawRow>(sql)
    return entry.statement
  }

  /**
   * Whether a filtered page (`pageSql`, with no window count) should be read on its own and its matches counted by a
   * second statement, instead of counting them in the same pass with a window count, which keeps and sorts every
   * matching row to find the page. Decided from what the statement's last run matched (its first run uses the window
   * count) and from SQLite's plan for the page, asked once:
   * - A page that SQLite sorts keeps only its own rows when read alone (a top-k sort), so counting apart pays once
   *   its matches are many: at least a quarter of the market (SORTED_SHARE; the count reads the narrow screening
   *   index). A page with few matches sorts them in the one pass, and so does a page that joins other tables
   *   (`joined`), whose count would join them again.
   * - A page read in order off an index stops after its rows, but walks past the rows that do not match on the way
   *   (about pageEnd × companies / matches of them, pageEnd being offset + limit): counted apart only when the walk
   *   is no longer than the rows the window count would keep, or than WALK_ALLOWANCE; rare matches keep the window
   *   count (`esg_score > 95`, no match, would walk every company).
   * The figures behind both thresholds are in docs/benchmarks.md.
   */
  countApart(pageSql: string, params: Params, pageEnd: number, companies: number, joined: boolean): boolean {
    const entry = this.entry(pageSql)
    const matches = entry.matches
    if (matches === undefined) return false
    const sortedPays = !joined && matches >= companies * SORTED_SHARE
    const walk = matches === 0 ? companies : Math.min(companies, (pageEnd * companies) / matches)
    const walkPays = walk <= Math.max(matches, WALK_ALLOWANCE)
    // the plan is asked only of a shape that either way could pay
    if (!sortedPays && !walkPays) return false
    entry.inOrder ??= !this.db
      .prepare<[Params], { detail: string }>(`EXPLAIN QUERY PLAN ${pageSql}`)
      .all(params)
      .some((step) => step.detail.includes('ORDER BY'))
    return entry.inOrder ? walkPays : sortedPays
  }

  /** Records how many rows a filtered page's condition matched, for its next countApart. */
  matched(pageSql: string, matches: number): void {
    this.entry(pageSql).matches = matches
  }

  private entry(sql: string): CachedStatement {
    const cached = this.statements.get(sql)
    if (cached !== undefined) {
      this.statements.delete(sql) // re-insert: Map order is the least-recently-used order
      this.statements.set(sql, cached)
      return cached
    }
    const entry: CachedStatement = {}
    this.statements.set(sql, entry)
    if (this.statements.size > this.capacity) {
      const oldest = this.statements.keys().next().value
      if (oldest !== undefined) this.statements.delete(oldest)
    }
    return entry
  }
}
