import type { Database } from 'better-sqlite3'
import { paginate } from '../../shared/api/pagination'
import type { QueryValue, ScreenerResponse, ScreenerRow } from '../../shared/api/screener'
import type { FieldDef } from '../../shared/catalogue'
import { printField } from '../../shared/where'
import { pageClause } from '../db/sql'
import { WhereCompiler } from './compile'
import type { ScreenerPlan } from './plan'
import { SqlBuilder, type ScreenerTables } from './sql-builder'
import { QueryBudgetExceeded, refusedByDatabase } from './refusals'
import { StatementCache } from './statement-cache'

/** How long one screener statement may run (QUERY_TIME_BUDGET_MS), and the clock that measures it. */
export interface QueryBudget {
  /** milliseconds; 0 turns the budget off */
  ms: number
  /** performance.now unless a test makes time jump */
  clock?: () => number
}

const BUDGET_FUNCTION = 'within_budget'

/**
 * ANDed first into every budgeted statement's WHERE. better-sqlite3 has no interrupt or progress handler, so the
 * statement checks its own deadline: a JS call per row would cost about 20 ms over 98,000 companies, so SQLite calls
 * within_budget() only on every 1024th company row (rowid 1, 1025, ...: rowid 1 makes even a small market check
 * once). Non-deterministic, so SQLite neither hoists it out of the loop nor caches its answer; it returns 1, so it
 * never drops a row. First, so that a condition that is costly and matches nothing still passes the gate.
 * Limit: the check runs where SQLite reads a company row. When a condition turns a yearly LEFT JOIN into an inner
 * join, SQLite may loop over that yearly table first, and rows it rejects before reading the company go unchecked.
 * A table-free gate (`random()`) would catch those too, but cost 15-20% on ordinary joined queries at scale 1.
 */
const BUDGET_GATE = `((c.rowid & 1023) <> 1 OR ${BUDGET_FUNCTION}())`

interface Deadline {
  at: number
  clock: () => number
  budgetMs: number
}

/** The deadline of the statement running on one database handle, null between statements (one runs at a time). */
interface DeadlineSlot {
  current: Deadline | null
}

const deadlines = new WeakMap<Database, DeadlineSlot>()

/** Registers within_budget() once per database handle (both markets' screeners share one); returns its deadline. */
function deadlineSlot(db: Database): DeadlineSlot {
  const known = deadlines.get(db)
  if (known !== undefined) return known
  const slot: DeadlineSlot = { current: null }
  db.function(BUDGET_FUNCTION, { deterministic: false, directOnly: true }, () => {
    const deadline = slot.current
    if (deadline !== null && deadline.clock() > deadline.at) throw new QueryBudgetExceeded(deadline.budgetMs)
    return 1
  })
  deadlines.set(db, slot)
  return slot
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
  /** null when the budget is off: no gate in the SQL, no function call at all */
  private readonly deadline: DeadlineSlot | null
  private readonly clock: () => number
  private companies: number | undefined

  constructor(
    db: Database,
    readonly tables: ScreenerTables,
    private readonly budget: QueryBudget = { ms: 0 },
  ) {
    this.cache = new StatementCache(db)
    this.deadline = budget.ms > 0 ? deadlineSlot(db) : null
    this.clock = budget.clock ?? (() => performance.now())
  }

  /** Every company of the market: the total of an unfiltered list (the data never changes while serving). */
  private companyCount(): number {
    this.companies ??= Number(this.cache.get(`SELECT COUNT(*) AS n FROM ${this.tables.companies}`).get({})?.n ?? 0)
    return this.companies
  }

  /** Runs one statement within the budget; the deadline is cleared after it, so no other statement is affected. */
  private withinBudget<T>(statement: () => T): T {
    const slot = this.deadline
    if (slot === null) return statement()
    slot.current = { at: this.clock() + this.budget.ms, clock: this.clock, budgetMs: this.budget.ms }
    try {
      return statement()
    } finally {
      slot.current = null
    }
  }

  /** Runs a plan; a statement SQLite refuses at one of its limits is the client's QueryTooComplex (refusals.ts). */
  run(plan: ScreenerPlan): Pick<ScreenerResponse, 'results' | 'pagination'> {
    try {
      return this.runStatements(plan)
    } catch (error) {
      throw refusedByDatabase(error)
    }
  }

  private runStatements(plan: ScreenerPlan): Pick<ScreenerResponse, 'results' | 'pagination'> {
    const sql = new SqlBuilder(this.tables, plan.fields)
    const compiler = new WhereCompiler(sql)
    const terms = [
      ...(this.deadline === null ? [] : [BUDGET_GATE]),
      ...(plan.condition === null ? [] : [`(${compiler.condition(plan.condition)})`]),
    ]
    const where = terms.length === 0 ? '' : `WHERE ${terms.join(' AND ')}`
    const order = compiler.orderBy(plan.orderKeys, plan.descending)
    const values = plan.includeQueryValues ? plan.fields.map((field, i) => `${sql.column(field)} AS qv${i}`) : []
    const from = sql.from() // after every column() call: it joins the years the query referred to

    // An unfiltered list matches every company, whose number is known: without a count its page stops after
    // `limit` rows read off an ordering index instead of sorting every company. A filtered
    // list counts its matches in the same pass as its page (a window count), or in a second statement when its page
    // is cheaper to read on its own (StatementCache.countApart).
    const filtered = plan.condition !== null
    const pageSql = (columns: readonly string[]) =>
      `SELECT ${columns.join(', ')} ${from} ${where} ${order} ${pageClause(plan.limit)}`
    const bound = { ...sql.params, offset: plan.offset }
    const plain = pageSql(['c.symbol', 'c.company_name', ...values])
    const apart =
      filtered && this.cache.countApart(plain, bound, plan.offset + plan.limit, this.companyCount(), sql.joinsTables)
    const windowed = filtered && !apart
    const page = this.cache.get(
      windowed ? pageSql(['c.symbol', 'c.company_name', 'COUNT(*) OVER () AS total_count', ...values]) : plain,
    )
    const rows = this.withinBudget(() => page.all(bound))
    const count = () => this.cache.get(`SELECT COUNT(*) AS n ${from} ${where}`).get(sql.params)?.n ?? 0
    let total: number
    if (!filtered) total = this.companyCount()
    else if (windowed && rows[0] !== undefined) total = Number(rows[0].total_count)
    else total = windowed && plan.offset === 0 ? 0 : Number(this.withinBudget(count))
    if (filtered) this.cache.matched(plain, total)

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
