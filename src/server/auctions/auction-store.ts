import type { Database, Statement } from 'better-sqlite3'
import {
  type AuctionDetail,
  type AuctionOrder,
  type AuctionRecord,
  type AuctionsQuery,
} from '../../shared/api/auctions'
import { asciiLower, pageClause, quoteIdent } from '../db/sql'

interface AuctionRow extends Omit<AuctionRecord, 'winner'> {
  winner: number
  created_at: string
  last_modified: string
}

/** Every filter as a bound value; null means "not filtered". Text is compared in ASCII lower case. */
interface FilterParams {
  province: string | null
  commodity_type: string | null
  area_type: string | null
  status: string | null
  participant: string | null
  qualified: number | null
  min_participants: number | null
}

/**
 * One WHERE for every combination of filters: an absent filter is a NULL parameter that makes its test true, so
 * the statements are prepared once instead of one text per combination. The LIKE pattern is `+:participant`:
 * SQLite plans a LIKE on a bound pattern again whenever it is bound (to read a fixed prefix off an index), which
 * better-sqlite3 does on every run; there is no index to use here (`lower(...)`), so the plan never changes.
 */
const WHERE = `
  WHERE (:province IS NULL OR lower(a.province) = :province)
    AND (:commodity_type IS NULL OR lower(a.commodity_type) = :commodity_type)
    AND (:area_type IS NULL OR lower(a.area_type) = :area_type)
    AND (:status IS NULL OR lower(a.auction_status) = :status)
    AND (:participant IS NULL OR EXISTS (
      SELECT 1 FROM auction_participants p
      WHERE p.wiup_code = a.wiup_code AND lower(p.company_name) LIKE +:participant ESCAPE '\\'
        AND (:qualified IS NULL OR (p.qualification_result = 'Lolos') = :qualified)))
    AND (:min_participants IS NULL OR a.participant_count >= :min_participants)`

/** Missing values (the winner date of a cancelled auction) sort last either way; ties by WIUP code. */
function orderClause(order: AuctionOrder): string {
  const descending = order.startsWith('-')
  const column = `a.${quoteIdent(descending ? order.slice(1) : order)}`
  return `ORDER BY ${column} IS NULL, ${column} ${descending ? 'DESC' : 'ASC'}, a.wiup_code ASC`
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)
const lowerOrNull = (text: string | undefined) => (text === undefined ? null : asciiLower(text.trim()))

function filterParams(query: AuctionsQuery): FilterParams {
  return {
    province: lowerOrNull(query.province),
    commodity_type: lowerOrNull(query.commodity_type),
    area_type: lowerOrNull(query.area_type),
    status: lowerOrNull(query.status),
    participant: query.participant === undefined ? null : `%${escapeLike(asciiLower(query.participant))}%`,
    qualified: query.qualified === undefined ? null : Number(query.qualified),
    min_participants: query.min_participants ?? null,
  }
}

const toRecord = (row: AuctionRow): AuctionRecord => ({
  commodity_type: row.commodity_type,
  city: row.city,
  province: row.province,
  company_name: row.company_name,
  winner_date: row.winner_date,
  licensed_area_ha: row.licensed_area_ha,
  license_number: row.license_number,
  area_type: row.area_type,
  kdi: row.kdi,
  wiup_code: row.wiup_code,
  auction_status: row.auction_status,
  participant_count: row.participant_count,
  winner: row.winner === 1,
  company_slug: row.company_slug,
})

type Page = FilterParams & { offset: number }

/** The SQL behind the auction list and detail: prepared once (one list statement per order and page size). */
export class AuctionStore {
  private readonly count: Statement<[FilterParams], { n: number }>
  /** by order and page size (db/sql.ts pageClause), prepared on first use: a few orders × at most 30 sizes */
  private readonly pages = new Map<string, Statement<[Page], AuctionRow>>()
  private readonly one: Statement<[string], AuctionRow>
  private readonly phases: Statement<[string], AuctionDetail['phases'][number]>
  private readonly participants: Statement<[string], AuctionDetail['participants'][number]>

  constructor(private readonly db: Database) {
    this.count = db.prepare(`SELECT COUNT(*) AS n FROM auctions a ${WHERE}`)
    this.one = db.prepare('SELECT * FROM auctions WHERE wiup_code = ?')
    this.phases = db.prepare(
      'SELECT "order", description, start_date, end_date FROM auction_phases WHERE wiup_code = ? ORDER BY "order"',
    )
    this.participants = db.prepare(
      `SELECT nib AS NIB, company_name, email, qualification_result FROM auction_participants
       WHERE wiup_code = ? ORDER BY ordinal`,
    )
  }

  /** One page of the auctions matching every filter, and how many match in all. */
  page(query: AuctionsQuery): { total: number; rows: AuctionRecord[] } {
    const filters = filterParams(query)
    const rows = this.pageStatement(query.order_by, query.limit).all({ ...filters, offset: query.offset })
    return { total: this.count.get(filters)?.n ?? 0, rows: rows.map(toRecord) }
  }

  private pageStatement(order: AuctionOrder, limit: number): Statement<[Page], AuctionRow> {
    const key = `${order} ${String(limit)}`
    let statement = this.pages.get(key)
    if (statement === undefined) {
      statement = this.db.prepare(`SELECT a.* FROM auctions a ${WHERE} ${orderClause(order)} ${pageClause(limit)}`)
      this.pages.set(key, statement)
    }
    return statement
  }

  /** One auction with its phases and participants, or undefined when the code is unknown. */
  detail(wiupCode: string): AuctionDetail | undefined {
    const row = this.one.get(wiupCode)
    if (row === undefined) return undefined
    const { company_slug, ...record } = toRecord(row)
    return {
      ...record,
      created_at: row.created_at,
      last_modified: row.last_modified,
      phases: this.phases.all(wiupCode),
      participants: this.participants.all(wiupCode),
      company_slug,
    }
  }
}
