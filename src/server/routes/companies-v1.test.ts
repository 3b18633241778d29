import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { COMPANY_SORT_KEYS, companyListResponse, type CompanySortKey } from '../../shared/api/companies'
import { screenerResponse } from '../../shared/api/screener'
import { subindustriesResponse, subsectorsResponse } from '../../shared/api/helper-lists'
import { createTestServer } from '../testing/harness'
import { parseExactly } from '../testing/type-skeleton'

const server = createTestServer()
/** The latest complete fiscal year on the demo market's "today". */
const FISCAL_YEAR = Number(server.market.summary.asOf.slice(0, 4)) - 1

interface StoredCompany {
  symbol: string
  company_name: string
  sub_sector_slug: string
  sub_industry_slug: string
  market_cap: number | null
  total_yield: number | null
  total_dividend: number | null
  revenue: number | null
  earnings: number | null
  pb: number | null
  pe: number | null
  ps: number | null
}
const companies = server.market.db
  .prepare<[number], StoredCompany>(
    `SELECT c.symbol, c.company_name, c.sub_sector_slug, c.sub_industry_slug, c.market_cap,
            y.total_yield, y.total_dividend, y.revenue, y.earnings, y.pb, y.pe, y.ps
     FROM idx_companies c LEFT JOIN idx_yearly y ON y.symbol = c.symbol AND y.year = ?`,
  )
  .all(FISCAL_YEAR)

/** What each sort_by sorts on and answers as sorted_by. */
const SORT_VALUES: Record<CompanySortKey, (c: StoredCompany) => string | number | null> = {
  symbol: (c: StoredCompany) => c.symbol,
  company_name: (c: StoredCompany) => c.company_name,
  market_cap: (c: StoredCompany) => c.market_cap,
  dividend_yield: (c: StoredCompany) => c.total_yield,
  total_dividend: (c: StoredCompany) => c.total_dividend,
  revenue: (c: StoredCompany) => c.revenue,
  earnings: (c: StoredCompany) => c.earnings,
  pb: (c: StoredCompany) => c.pb,
  pe: (c: StoredCompany) => c.pe,
  ps: (c: StoredCompany) => c.ps,
}

const compare = (a: string | number, b: string | number) => {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0
}

/** The documented answer: missing values last in both directions, ties by symbol. */
function expected(members: readonly StoredCompany[], sortBy: CompanySortKey, descending: boolean) {
  const value = SORT_VALUES[sortBy]
  return [...members]
    .sort((a, b) => {
      const x = value(a)
      const y = value(b)
      const bySymbol = compare(a.symbol, b.symbol)
      if (x === null || y === null) return Number(x === null) - Number(y === null) || bySymbol
      return (descending ? compare(y, x) : compare(x, y)) || bySymbol
    })
    .map((c) => ({ symbol: c.symbol, company_name: c.company_name, sorted_by: value(c) }))
}

async function list(query: string) {
  const { status, body } = await server.get(`/v1/companies/?${query}`)
  expect(status, JSON.stringify(body)).toBe(200)
  return parseExactly(companyListResponse, body)
}

const inSubSector = (slug: string) => companies.filter((c) => c.sub_sector_slug === slug)
const inSubIndustry = (slug: string) => companies.filter((c) => c.sub_industry_slug === slug)
const countBy = (key: (c: StoredCompany) => string) => {
  const counts = new Map<string, number>()
  for (const c of companies) counts.set(key(c), (counts.get(key(c)) ?? 0) + 1)
  return [...counts].sort(([, a], [, b]) => b - a)
}
// the largest sub-sector, where missing values (companies without a complete year) are most likely
const [largest = ''] = countBy((c) => c.sub_sector_slug)[0] ?? []

describe('GET /v1/companies/: sorting', () => {
  it(`has companies with missing values in ${largest}, so "missing last" is exercised`, () => {
    expect(inSubSector(largest).some((c) => c.pe === null)).toBe(true)
  })

  it('answers a bare array of {symbol, company_name, sorted_by}, sorted by symbol by default', async () => {
    const { body } = await server.get(`/v1/companies/?sub_sector=${largest}`)
    for (const row of z.array(z.record(z.string(), z.unknown())).parse(body))
      expect(Object.keys(row)).toEqual(['symbol', 'company_name', 'sorted_by'])
    expect(await list(`sub_sector=${largest}`)).toEqual(expected(inSubSector(largest), 'symbol', false))
  })

  it.each(COMPANY_SORT_KEYS.flatMap((key) => [[key, 'false'] as const, [key, 'true'] as const]))(
    'sort_by=%s&desc=%s: sorted_by is the sort value, missing values last, ties by symbol',
    async (sortBy, desc) => {
      expect(await list(`sub_sector=${largest}&sort_by=${sortBy}&desc=${desc}`)).toEqual(
        expected(inSubSector(largest), sortBy, desc === 'true'),
      )
    },
  )

  it('sorted_by is text for symbol and company_name, a number (or null) for the metrics', async () => {
    for (const sortBy of COMPANY_SORT_KEYS) {
      const rows = await list(`sub_sector=${largest}&sort_by=${sortBy}`)
      const text = sortBy === 'symbol' || sortBy === 'company_name'
      for (const { sorted_by } of rows)
        expect(sorted_by === null ? 'null' : typeof sorted_by, sortBy).toMatch(text ? /^string$/ : /^(number|null)$/)
    }
  })

  it.each([
    ['TRUE', true],
    ['False', false],
    ['', false],
  ] as const)('reads desc=%s as %s', async (desc, descending) => {
    expect(await list(`sub_sector=${largest}&sort_by=market_cap&desc=${desc}`)).toEqual(
      expected(inSubSector(largest), 'market_cap', descending),
    )
  })

  it.each([
    ['market_cap', 'market_cap'],
    ['dividend_yield', `total_yield[${FISCAL_YEAR}]`],
    ['revenue', `revenue[${FISCAL_YEAR}]`],
  ] as const)('agrees with the screener: sorted_by for sort_by=%s is its %s', async (sortBy, field) => {
    const where = encodeURIComponent(`sub_sector = '${largest}'`)
    const { body } = await server.get(
      `/v2/companies/?where=${where}&order_by=${field}&include_query_values=true&limit=200`,
    )
    const screened = new Map(screenerResponse.parse(body).results.map((row) => [row.symbol, row.query_values]))
    const rows = await list(`sub_sector=${largest}&sort_by=${sortBy}`)
    expect(rows).toHaveLength(screened.size)
    for (const row of rows) expect(row.sorted_by, row.symbol).toBe(screened.get(row.symbol)?.[field])
  })
})

describe('GET /v1/companies/: sub_sector and sub_industry', () => {
  it('answers every listed sub-sector with exactly its companies', async () => {
    const { body } = await server.get('/v2/subsectors/')
    for (const { subsector } of subsectorsResponse.parse(body))
      expect(await list(`sub_sector=${subsector}`), subsector).toEqual(
        expected(inSubSector(subsector), 'symbol', false),
      )
  })

  it('answers every listed sub-industry with exactly its companies ([] for one without listed companies)', async () => {
    const { body } = await server.get('/v2/subindustries/')
    for (const { sub_industry } of subindustriesResponse.parse(body))
      expect(await list(`sub_industry=${sub_industry}`), sub_industry).toEqual(
        expected(inSubIndustry(sub_industry), 'symbol', false),
      )
  })

  it('lets sub_industry win when both are sent', async () => {
    const [subIndustry = ''] =
      countBy((c) => c.sub_industry_slug).find(
        ([slug]) => !inSubIndustry(slug).some((c) => c.sub_sector_slug === largest),
      ) ?? []
    expect(await list(`sub_sector=${largest}&sub_industry=${subIndustry}&sort_by=revenue`)).toEqual(
      expected(inSubIndustry(subIndustry), 'revenue', false),
    )
    expect(await list(`sub_industry=${subIndustry}&sub_sector=no-such-sub-sector`)).toEqual(
      expected(inSubIndustry(subIndustry), 'symbol', false),
    )
  })

  it('uses sub_sector when sub_industry is sent blank', async () => {
    expect(await list(`sub_sector=${largest}&sub_industry=`)).toEqual(expected(inSubSector(largest), 'symbol', false))
  })

  it('answers the same with and without the trailing slash', async () => {
    const { body } = await server.get(`/v1/companies?sub_sector=${largest}`)
    expect(body).toEqual(await list(`sub_sector=${largest}`))
  })
})

describe('GET /v1/companies/: errors', () => {
  const required = "Query parameter 'sub_sector' and/or 'sub_industry' is required."
  it.each([
    ['', required],
    ['sub_sector=&sub_industry=', required],
    ['sort_by=market_cap&desc=true', required],
    ['sub_sector=no-such-sub-sector', 'The requested sub_sector does not exist.'],
    ['sub_sector=Oil%2C%20Gas%20%26%20Coal', 'The requested sub_sector does not exist.'],
    ['sub_industry=no-such-sub-industry', 'The requested sub_industry does not exist.'],
    [`sub_sector=${largest}&sub_industry=no-such-sub-industry`, 'The requested sub_industry does not exist.'],
    [
      `sub_sector=${largest}&sort_by=volume`,
      "Invalid 'sort_by' parameter. Valid options are: market_cap, dividend_yield, total_dividend, revenue, earnings, pb, pe, ps, symbol, company_name.",
    ],
    [
      `sub_sector=${largest}&sort_by=-market_cap`,
      "Invalid 'sort_by' parameter. Valid options are: market_cap, dividend_yield, total_dividend, revenue, earnings, pb, pe, ps, symbol, company_name.",
    ],
    [`sub_sector=${largest}&desc=yes`, "Invalid value for 'desc'. Use 'true' or 'false'."],
    [`sub_sector=${largest}&desc=1`, "Invalid value for 'desc'. Use 'true' or 'false'."],
    [
      `sub_sector=${largest}&order_by=market_cap`,
      "Unsupported query parameter 'order_by'. Use sub_sector, sub_industry, sort_by, desc.",
    ],
    [`sub_sector=${largest}&sort_by=pe&sort_by=pb`, "Query parameter 'sort_by' was given more than once."],
  ])('?%s → 400 %s', async (query, error) => {
    const { status, body } = await server.get(`/v1/companies/?${query}`)
    expect(status).toBe(400)
    expect(body).toEqual({ error })
  })
})
