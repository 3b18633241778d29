import type { Database, Statement } from 'better-sqlite3'
import { paginate } from '../../shared/api/pagination'
import type { QueryValue, ScreenerResponse, ScreenerRow } from '../../shared/api/screener'
import type { FieldDef } from '../../shared/catalogue'
import { printField } from '../../shared/where'
import { WhereCompiler } from './compile'
import type { ScreenerPlan } from './plan'
import { SqlBuilder, type ScreenerTables, type SqlParam } from './sql-builder'

type Params = Record<string, SqlParam>
type RawRow = Record<string, unknown>

/** Compiled statements by SQL text. The text depends only on a query's shape, never its values. */
class StatementCache {
  private readonly statements = new Map<string, Statement<[Params], RawRow>>()

  constructor(
    private readonly db: Database,
    private readonly capacity = 256,
  ) {}

  get(sql: string): Statement<[Params], RawRow> {
    const cached = this.statements.get(sql)
    if (cached !== undefined) {
      this.statements.delete(sql) // re-insert: Map order is the least-recently-used order
      this.statements.set(sql, cached)
      return cached
    }
    const statement = this.db.prepare<[Params], RawRow>(sql)
    this.statements.set(sql, statement)
    if (this.statements.size > this.capacity) {
      const oldest = this.statements.keys().next().value
      if (oldest !== undefined) this.statements.delete(oldest)
    }
    return statement
  }
}

function decodeQueryValue(raw: unknown, isList: boolean): QueryValue {
  if (raw === null || raw === undefined) return null
  if (isList && typeof raw === 'string') {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed : null
  }
  return typeof raw === 'number' || typeof raw === 'string' ? raw : null
}

/** List fields and list members (whose value is the company's whole list of objects) are stored as JSON. */
const isJsonList = (definition: FieldDef | undefined) =>
  definition?.type === 'string_list' || definition?.member !== undefined

/** Runs screener plans against one market's tables. */
export class Screener {
  private readonly cache: StatementCache

  constructor(
    db: Database,
    readonly tables: ScreenerTables,
  ) {
    this.cache = new StatementCache(db)
  }

  run(plan: ScreenerPlan): Pick<ScreenerResponse, 'results' | 'pagination'> {
    const sql = new SqlBuilder(this.tables)
    const compiler = new WhereCompiler(sql)
    const where = plan.condition === null ? '' : `WHERE ${compiler.condition(plan.condition)}`
    const order = compiler.orderBy(plan.orderKeys, plan.descending)
    const values = plan.includeQueryValues ? plan.fields.map((field, i) => `${sql.column(field)} AS qv${i}`) : []
    const from = sql.from() // after every column() call: it joins the years the query referred to

    // One pass for the page and the total (a window count over every matching row); only a page past the end,
    // which has no row to carry the count, needs a separate count.
    const columns = ['c.symbol', 'c.company_name', 'COUNT(*) OVER () AS total_count', ...values].join(', ')
    const rows = this.cache
      .get(`SELECT ${columns} ${from} ${where} ${order} LIMIT :limit OFFSET :offset`)
      .all({ ...sql.params, limit: plan.limit, offset: plan.offset })
    const total =
      rows[0] !== undefined
        ? Number(rows[0].total_count)
        : plan.offset === 0
          ? 0
          : Number(this.cache.get(`SELECT COUNT(*) AS n ${from} ${where}`).get(sql.params)?.n ?? 0)

    const catalogue = this.tables.catalogue
    const results = rows.map((row): ScreenerRow => {
      const result: ScreenerRow = { symbol: String(row.symbol), company_name: String(row.company_name) }
      if (plan.includeQueryValues)
        result.query_values = Object.fromEntries(
          plan.fields.map((field, i) => [
            printField(field),
            decodeQueryValue(row[`qv${i}`], isJsonList(catalogue.field(field.name))),
          ]),
        )
      return result
    })
    return { results, pagination: paginate(total, plan.limit, plan.offset, results.length) }
  }
}
