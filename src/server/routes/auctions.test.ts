import { describe, expect, it } from 'vitest'
import { auctionsResponse } from '../../shared/api/auctions'
import { createTestServer } from '../testing/harness'
import { parseExactly } from '../testing/type-skeleton'

const server = createTestServer()

interface StoredAuction {
  wiup_code: string
  commodity_type: string
  city: string
  province: string
  company_name: string | null
  winner_date: string | null
  licensed_area_ha: number
  license_number: string
  area_type: string
  kdi: string
  auction_status: string
  participant_count: number
  winner: number
  company_slug: string | null
}
const stored = server.market.db
  .prepare<[], StoredAuction>(
    `SELECT wiup_code, commodity_type, city, province, company_name, winner_date, licensed_area_ha, license_number,
            area_type, kdi, auction_status, participant_count, winner, company_slug FROM auctions`,
  )
  .all()

async function list(params: Record<string, string> = {}, path = '/v2/mining/license-auctions/') {
  const query = new URLSearchParams(params).toString()
  const { status, body } = await server.get(query === '' ? path : `${path}?${query}`)
  expect(status, JSON.stringify(body)).toBe(200)
  return parseExactly(auctionsResponse, body)
}

/** Every WIUP code the list answers for these parameters, walking the pages (30 is the largest page). */
async function allCodes(params: Record<string, string> = {}): Promise<string[]> {
  const codes: string[] = []
  for (let offset = 0; ; offset += 30) {
    const page = await list({ ...params, limit: '30', offset: String(offset) })
    codes.push(...page.results.map((row) => row.wiup_code))
    if (!page.pagination.has_next) return codes
  }
}

const SORT_KEYS = ['winner_date', 'participant_count', 'licensed_area_ha', 'commodity_type'] as const
type SortKey = (typeof SORT_KEYS)[number]

const compare = (a: string | number, b: string | number) => {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0
}
const byCode = (a: StoredAuction, b: StoredAuction) => compare(a.wiup_code, b.wiup_code)

/** The documented order, computed here: missing values last in both directions, ties by WIUP code. */
function expectedOrder(key: SortKey, descending: boolean, rows: readonly StoredAuction[] = stored): string[] {
  return [...rows]
    .sort((a, b) => {
      const x = a[key]
      const y = b[key]
      if (x === null || y === null) return Number(x === null) - Number(y === null) || byCode(a, b)
      return (descending ? compare(y, x) : compare(x, y)) || byCode(a, b)
    })
    .map((row) => row.wiup_code)
}

describe('GET /v2/mining/license-auctions/: rows', () => {
  it('serves every stored auction, each with exactly the 14 documented fields in the documented order', async () => {
    const page = await list({ limit: '30' })
    const rest = await list({ limit: '30', offset: '30' })
    const rows = [...page.results, ...rest.results]
    expect(stored.length).toBeLessThanOrEqual(60)
    expect(rows).toHaveLength(stored.length)
    for (const row of rows)
      expect(Object.keys(row)).toEqual([
        'commodity_type',
        'city',
        'province',
        'company_name',
        'winner_date',
        'licensed_area_ha',
        'license_number',
        'area_type',
        'kdi',
        'wiup_code',
        'auction_status',
        'participant_count',
        'winner',
        'company_slug',
      ])
  })

  it('answers the stored values with their JSON types: kdi a string, licensed_area_ha a number, winner a boolean', async () => {
    const rows = [...(await list({ limit: '30' })).results, ...(await list({ limit: '30', offset: '30' })).results]
    const byWiup = new Map(stored.map((row) => [row.wiup_code, row]))
    for (const row of rows) {
      const found = byWiup.get(row.wiup_code) ?? expect.unreachable(`unknown ${row.wiup_code}`)
      const { winner, ...expected } = found
      expect(row).toEqual({ ...expected, winner: winner === 1 })
      expect(row.kdi).toMatch(/^\d+$/)
      expect(row.wiup_code).toMatch(/^\d{16}$/)
      expect(typeof row.licensed_area_ha).toBe('number')
      expect(typeof row.winner).toBe('boolean')
      expect(Number.isInteger(row.participant_count)).toBe(true)
      if (row.winner_date !== null) expect(row.winner_date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })

  it('shows no detail-only fields (phases, participants, created_at, last_modified) in the list', async () => {
    for (const row of (await list()).results)
      for (const key of ['phases', 'participants', 'created_at', 'last_modified']) expect(row).not.toHaveProperty(key)
  })

  it('answers the same with and without the trailing slash', async () => {
    expect(await list({ limit: '5' }, '/v2/mining/license-auctions')).toEqual(await list({ limit: '5' }))
  })
})

describe('GET /v2/mining/license-auctions/: order', () => {
  it('sorts by -winner_date by default, auctions without a winner date last', async () => {
    const codes = await allCodes()
    expect(codes).toEqual(expectedOrder('winner_date', true))
    const undated = new Set(stored.filter((row) => row.winner_date === null).map((row) => row.wiup_code))
    expect(undated.size).toBeGreaterThan(0)
    expect(codes.slice(codes.length - undated.size).every((code) => undated.has(code))).toBe(true)
  })

  it.each(SORT_KEYS.flatMap((key) => [key, `-${key}`]))('order_by=%s sorts, ties by wiup_code', async (order) => {
    const descending = order.startsWith('-')
    const key = SORT_KEYS.find((name) => name === order.replace(/^-/, '')) ?? expect.unreachable(order)
    expect(await allCodes({ order_by: order })).toEqual(expectedOrder(key, descending))
  })

  it('has ties to break in the data, so the tie-break by wiup_code is exercised', () => {
    for (const key of ['commodity_type', 'participant_count'] as const)
      expect(new Set(stored.map((row) => row[key])).size).toBeLessThan(stored.length)
  })
})

describe('GET /v2/mining/license-auctions/: pagination', () => {
  const total = stored.length

  it('pages 20 rows by default from offset 0', async () => {
    const page = await list()
    expect(page.results).toHaveLength(Math.min(20, total))
    expect(page.pagination).toMatchObject({ total_count: total, limit: 20, offset: 0 })
  })

  it('accepts the maximum limit of 30', async () => {
    const page = await list({ limit: '30' })
    expect(page.results).toHaveLength(Math.min(30, total))
    expect(page.pagination.limit).toBe(30)
  })

  const limit = 4
  it('has enough auctions for a first, a middle and a last page', () => {
    expect(total).toBeGreaterThan(3 * limit)
  })
  const lastStart = Math.floor((total - 1) / limit) * limit
  it.each([
    ['the first page', 0],
    ['a middle page', 2 * limit],
    ['a page not aligned to the limit', limit - 1],
    ['the last page', lastStart],
    ['an offset past the end', total + 3],
  ])('%s: rows, has_next/next_offset, has_previous/previous_offset', async (_name, offset) => {
    const page = await list({ limit: String(limit), offset: String(offset) })
    const showing = Math.max(0, Math.min(limit, total - offset))
    const hasNext = offset + showing < total
    expect(page.results.map((row) => row.wiup_code)).toEqual(
      expectedOrder('winner_date', true).slice(offset, offset + limit),
    )
    expect(page.pagination).toEqual({
      total_count: total,
      showing,
      limit,
      offset,
      has_next: hasNext,
      has_previous: offset > 0,
      next_offset: hasNext ? offset + limit : null,
      previous_offset: offset > 0 ? Math.max(0, offset - limit) : null,
    })
  })
})

describe('GET /v2/mining/license-auctions/: invalid parameters', () => {
  const orderHelp =
    'order_by must be one of winner_date, participant_count, licensed_area_ha, commodity_type, optionally prefixed with -'
  it.each([
    ['limit=31', 'limit must be an integer from 1 to 30'],
    ['limit=0', 'limit must be an integer from 1 to 30'],
    ['limit=abc', 'limit must be an integer from 1 to 30'],
    ['limit=-1', 'limit must be an integer from 1 to 30'],
    ['limit=2.5', 'limit must be an integer from 1 to 30'],
    ['limit=', 'limit must be an integer from 1 to 30'],
    ['offset=-1', 'offset must be a non-negative integer'],
    ['offset=abc', 'offset must be a non-negative integer'],
    ['min_participants=-1', 'min_participants must be a non-negative integer'],
    ['min_participants=abc', 'min_participants must be a non-negative integer'],
    ['min_participants=2.5', 'min_participants must be a non-negative integer'],
    ['order_by=market_cap', orderHelp],
    ['order_by=WINNER_DATE', orderHelp],
    ['order_by=--winner_date', orderHelp],
    ['qualified=true', 'qualified requires participant'],
    ['qualified=false', 'qualified requires participant'],
    ['participant=tambang&qualified=maybe', 'qualified must be true or false'],
    ['sub_sector=banks', 'unknown parameter sub_sector'],
    ['limit=5&limit=6', 'limit given more than once'],
    ['province=Bengkulu&province=Gorontalo', 'province given more than once'],
  ])('?%s → 400 "Invalid query parameters: %s."', async (query, detail) => {
    const { status, body } = await server.get(`/v2/mining/license-auctions/?${query}`)
    expect(status).toBe(400)
    expect(body).toEqual({ error: `Invalid query parameters: ${detail}.` })
  })
})
