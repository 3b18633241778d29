import { describe, expect, it } from 'vitest'
import { screenerResponse } from '../../shared/api/screener'
import { createTestServer } from '../testing/harness'

const server = createTestServer()
const db = server.market.db
const total = Number(db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM idx_companies').get()?.n)

async function screen(where: string, extra = '') {
  const { status, body } = await server.get(`/v2/companies/?where=${encodeURIComponent(where)}&limit=200${extra}`)
  expect(status, JSON.stringify(body)).toBe(200)
  return screenerResponse.parse(body)
}
const count = async (where: string) => (await screen(where)).pagination.total_count

interface Holder {
  name: string
  share_percentage: string
}
const holders = (symbol: string): Holder[] =>
  JSON.parse(
    String(
      db
        .prepare<[string], { j: string }>('SELECT major_shareholders AS j FROM idx_company_details WHERE symbol = ?')
        .get(symbol)?.j,
    ),
  ) as Holder[]

describe('list-member fields', () => {
  it('match when any element matches, and return the whole list in query_values, percentages as text', async () => {
    const page = await screen("major_shareholders_name = 'Public'", '&include_query_values=true')
    expect(page.pagination.total_count).toBeGreaterThan(total / 2)
    const row = page.results[0]
    const list = row?.query_values?.major_shareholders_name
    expect(list).toEqual(holders(row?.symbol ?? ''))
    expect(Array.isArray(list) && list.length > 1).toBe(true)
    expect(holders(row?.symbol ?? '').every((h) => typeof h.share_percentage === 'string')).toBe(true)
  })

  it('test each condition on its own element: a PT holder and a holder above 50% may be two shareholders', async () => {
    const where = "major_shareholders_name like 'PT%' and major_shareholders_share_percentage > 0.5"
    const matched = (await screen(where)).results.map((row) => row.symbol)
    // companies whose only holders above 50% are not PTs, while a smaller PT holds shares too
    const apart = matched.filter((symbol) =>
      holders(symbol).every((h) => !(h.name.startsWith('PT') && Number(h.share_percentage) > 0.5)),
    )
    const sameElementOnly = matched.length - apart.length
    expect(sameElementOnly).toBeGreaterThan(0)
    expect(apart.length).toBeGreaterThan(0)
  })

  it('read != as "no element equals", the complement of =', async () => {
    const equal = await count("major_shareholders_name = 'Public'")
    expect(await count("major_shareholders_name != 'Public'")).toBe(total - equal)
    expect(await count("not (major_shareholders_name = 'Public')")).toBe(total - equal)
  })
})

describe('the null-list rule: a company without the list is "not in" it', () => {
  const withoutIndex = Number(
    db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM idx_companies WHERE indices IS NULL').get()?.n,
  )

  it('has companies in no index to tell the readings apart', () => {
    expect(withoutIndex).toBeGreaterThan(100)
  })

  it.each([
    ["indices = 'LQ45'", "indices != 'LQ45'"],
    ["indices = 'LQ45'", "not (indices = 'LQ45')"],
    ["indices in ['LQ45', 'IDX30']", "indices not in ['LQ45', 'IDX30']"],
    ["indices in ['LQ45', 'IDX30']", "not (indices in ['LQ45', 'IDX30'])"],
    ["indices like 'IDX%'", "indices not like 'IDX%'"],
    ["affiliates = 'Candrika'", "affiliates != 'Candrika'"],
    ["key_executives_position = 'Presiden Direktur'", "not (key_executives_position = 'Presiden Direktur')"],
    ['executives_shareholdings_share_percentage > 0.003', 'not (executives_shareholdings_share_percentage > 0.003)'],
  ])('%s and %s split the market', async (condition, complement) => {
    const [yes, no] = [await count(condition), await count(complement)]
    expect(yes).toBeGreaterThan(0)
    expect(no).toBeGreaterThan(0)
    expect(yes + no).toBe(total)
  })

  it('counts a company in no index among those not in LQ45', async () => {
    const notIn = (await screen("indices != 'LQ45' and indices is null")).pagination.total_count
    expect(notIn).toBe(withoutIndex)
  })
})
