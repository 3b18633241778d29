import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import type { z } from 'zod/mini'
import { auctionsQuery, type AuctionDetail, type AuctionOrder, type AuctionRecord } from '../../shared/api/auctions'
import { paginate } from '../../shared/api/pagination'
import { asciiLower, quoteIdent } from '../db/sql'
import { endpointProblem } from '../http/problems'
import { readQuery } from '../http/query'

interface AuctionRow extends Omit<AuctionRecord, 'winner'> {
  winner: number
  created_at: string
  last_modified: string
}

/** Missing values (the winner date of a cancelled auction) sort last either way; ties by WIUP code. */
function orderClause(order: AuctionOrder): string {
  const descending = order.startsWith('-')
  const column = `a.${quoteIdent(descending ? order.slice(1) : order)}`
  return `ORDER BY ${column} IS NULL, ${column} ${descending ? 'DESC' : 'ASC'}, a.wiup_code ASC`
}

/** The real service answers every bad parameter with one sentence; ours adds what exactly was wrong. */
function invalidParameters(detail: string) {
  return endpointProblem(400, `Invalid query parameters: ${detail}.`)
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `unknown parameter ${issue.keys.join(', ')}`
  const name = issue.path.join('.')
  switch (name) {
    case 'limit':
      return 'limit must be an integer from 1 to 30'
    case 'offset':
      return 'offset must be a non-negative integer'
    case 'min_participants':
      return 'min_participants must be a non-negative integer'
    case 'qualified':
      return issue.code === 'custom' ? 'qualified requires participant' : 'qualified must be true or false'
    case 'order_by':
      return 'order_by must be one of winner_date, participant_count, licensed_area_ha, commodity_type, optionally prefixed with -'
    default:
      return `${name} is not valid`
  }
}

/**
 * Text filters sent blank (`?province=&status=`, as a form submits the fields left empty) filter nothing: as absent,
 * the way Django filters treat them, rather than "equal to the empty string" (which matched no auction at all).
 */
const TEXT_FILTERS: readonly string[] = ['province', 'commodity_type', 'area_type', 'status', 'participant']
const withoutBlankFilters = (values: Readonly<Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(values).filter(([name, value]) => !TEXT_FILTERS.includes(name) || value.trim() !== ''),
  )

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

const toRecord = ({ created_at: _created, last_modified: _modified, ...row }: AuctionRow): AuctionRecord => ({
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

/** `/v2/mining/license-auctions/` (filtered, sorted, paginated) and `/v2/mining/license-auctions/{wiup_code}/`. */
export function auctionRoutes(db: Database): Hono {
  const app = new Hono({ strict: false })

  app.get('/v2/mining/license-auctions', (c) => {
    const query = readQuery(c.req.url)
    if (query.repeated.length > 0) throw invalidParameters(`${query.repeated.join(', ')} given more than once`)
    const parsed = auctionsQuery.safeParse(withoutBlankFilters(query.values))
    const firstIssue = parsed.error?.issues[0]
    if (!parsed.success) throw invalidParameters(firstIssue === undefined ? 'unknown' : describeIssue(firstIssue))
    const q = parsed.data

    const conditions: string[] = []
    const params: Record<string, string | number> = {}
    for (const name of ['province', 'commodity_type', 'area_type'] as const) {
      const value = q[name]
      if (value === undefined) continue
      conditions.push(`lower(a.${name}) = :${name}`)
      params[name] = asciiLower(value.trim())
    }
    if (q.status !== undefined) {
      conditions.push('lower(a.auction_status) = :status')
      params.status = asciiLower(q.status.trim())
    }
    if (q.participant !== undefined) {
      const qualification =
        q.qualified === undefined ? '' : `AND p.qualification_result ${q.qualified ? '=' : '!='} 'Lolos'`
      conditions.push(`EXISTS (SELECT 1 FROM auction_participants p WHERE p.wiup_code = a.wiup_code
        AND lower(p.company_name) LIKE :participant ESCAPE '\\' ${qualification})`)
      params.participant = `%${escapeLike(asciiLower(q.participant))}%`
    }
    if (q.min_participants !== undefined) {
      conditions.push('a.participant_count >= :min_participants')
      params.min_participants = q.min_participants
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''
    const order = orderClause(q.order_by)

    const total = db
      .prepare<Record<string, string | number>, { n: number }>(`SELECT COUNT(*) AS n FROM auctions a ${where}`)
      .get(params)
    const rows = db
      .prepare<Record<string, string | number>, AuctionRow>(
        `SELECT a.* FROM auctions a ${where} ${order} LIMIT :limit OFFSET :offset`,
      )
      .all({ ...params, limit: q.limit, offset: q.offset })
    return c.json({ results: rows.map(toRecord), pagination: paginate(total?.n ?? 0, q.limit, q.offset, rows.length) })
  })

  app.get('/v2/mining/license-auctions/:wiup_code', (c) => {
    const code = c.req.param('wiup_code')
    const row = db.prepare<[string], AuctionRow>('SELECT * FROM auctions WHERE wiup_code = ?').get(code)
    if (row === undefined) throw endpointProblem(404, 'Auction not found.')
    const phases = db
      .prepare<[string], AuctionDetail['phases'][number]>(
        'SELECT "order", description, start_date, end_date FROM auction_phases WHERE wiup_code = ? ORDER BY "order"',
      )
      .all(code)
    const participants = db
      .prepare<[string], AuctionDetail['participants'][number]>(
        `SELECT nib AS NIB, company_name, email, qualification_result FROM auction_participants
         WHERE wiup_code = ? ORDER BY ordinal`,
      )
      .all(code)
    const { company_slug, ...record } = toRecord(row)
    const detail: AuctionDetail = {
      ...record,
      created_at: row.created_at,
      last_modified: row.last_modified,
      phases,
      participants,
      company_slug,
    }
    return c.json(detail)
  })

  return app
}
