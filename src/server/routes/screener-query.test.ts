import { describe, expect, it } from 'vitest'
import { screenerResponse } from '../../shared/api/screener'
import { createTestServer } from '../testing/harness'

const server = createTestServer()
const db = server.market.db
const count = (sql: string) => db.prepare<[], { n: number }>(sql).get()?.n

async function screen(path: string) {
  const { status, body } = await server.get(path)
  expect(status, JSON.stringify(body)).toBe(200)
  return screenerResponse.parse(body)
}
const where = (text: string, extra = '') => `/v2/companies/?where=${encodeURIComponent(text)}${extra}`

describe('where over HTTP', () => {
  it.each(['banks', 'BANKS', 'Banks'])(
    'matches sub_sector = %s by slug or display name, in any case',
    async (value) => {
      const parsed = await screen(where(`sub_sector = '${value}'`, '&limit=200'))
      expect(parsed.pagination.total_count).toBe(
        count("SELECT COUNT(*) AS n FROM idx_companies WHERE sub_sector_slug = 'banks'"),
      )
    },
  )

  it('needs the .JK suffix on symbols, as the real service does', async () => {
    const symbol = (await screen('/v2/companies/?limit=1')).results[0]?.symbol ?? ''
    expect((await screen(where(`symbol in ['${symbol.replace('.JK', '')}']`))).results).toEqual([])
    expect((await screen(where(`symbol in ['${symbol}']`))).results.map((row) => row.symbol)).toEqual([symbol])
  })

  it('answers 200 with an empty list when nothing matches', async () => {
    const parsed = await screen(where('market_cap < 0'))
    expect(parsed.results).toEqual([])
    expect(parsed.pagination).toMatchObject({ total_count: 0, showing: 0, has_next: false, next_offset: null })
  })

  it('does arithmetic on both sides, and a division by zero just does not match', async () => {
    const growth = await screen(where('revenue[2025] > revenue[2024] * 1.2 and revenue[2024] > 0', '&limit=200'))
    const expected = count(`SELECT COUNT(*) AS n FROM idx_yearly a JOIN idx_yearly b ON a.symbol = b.symbol
      WHERE a.year = 2025 AND b.year = 2024 AND b.revenue > 0 AND a.revenue > b.revenue * 1.2`)
    expect(growth.pagination.total_count).toBe(expected)
    expect((await screen(where('market_cap / 0 > 1'))).pagination.total_count).toBe(0)
  })

  it('allows a year with no data: the values are null and nothing matches', async () => {
    expect((await screen(where('revenue[2005] > 0'))).pagination.total_count).toBe(0)
  })

  it('puts missing values last in both directions', async () => {
    for (const order of ['esg_score', '-esg_score']) {
      const parsed = await screen(`/v2/companies/?order_by=${order}&limit=200&offset=800&include_query_values=true`)
      const values = parsed.results.map((row) => row.query_values?.esg_score ?? null)
      const firstNull = values.indexOf(null)
      expect(firstNull).toBeGreaterThanOrEqual(0)
      expect(values.slice(firstNull).every((value) => value === null)).toBe(true)
    }
  })

  it('breaks ties by symbol', async () => {
    const parsed = await screen('/v2/companies/?order_by=listing_board&limit=200')
    const board = parsed.results.filter((_, i) => i < 200)
    const symbols = board.map((row) => row.symbol)
    const sameBoard = db
      .prepare<[], { symbol: string }>(
        'SELECT symbol FROM idx_companies ORDER BY lower(listing_board), symbol LIMIT 200',
      )
      .all()
      .map((row) => row.symbol)
    expect(symbols).toEqual(sameBoard)
  })
})

describe('query_values', () => {
  it('holds every field of where then of order_by, keyed by its literal token, and the interpreted year', async () => {
    const parsed = await screen(
      where(
        'market_cap_rank <= 200 and revenue[2025] > revenue[2024] and earnings[2025] < earnings[2024]',
        '&order_by=-market_cap&limit=200&include_query_values=true',
      ),
    )
    expect(parsed.query_values).toEqual({ year: 2025, country: 'indonesia' })
    const row = parsed.results[0]
    expect(Object.keys(row?.query_values ?? {})).toEqual([
      'market_cap_rank',
      'revenue[2025]',
      'revenue[2024]',
      'earnings[2025]',
      'earnings[2024]',
      'market_cap',
    ])
    const stored = db
      .prepare<[string], { revenue: number }>('SELECT revenue FROM idx_yearly WHERE symbol = ? AND year = 2025')
      .get(row?.symbol ?? '')
    expect(row?.query_values?.['revenue[2025]']).toBe(stored?.revenue)
  })

  it('returns classification fields as display names and list fields as lists', async () => {
    const parsed = await screen(
      where("sub_sector = 'banks' and indices in ['LQ45']", '&include_query_values=true&limit=1&order_by=-market_cap'),
    )
    expect(parsed.results[0]?.query_values?.sub_sector).toBe('Banks')
    expect(parsed.results[0]?.query_values?.indices).toContain('LQ45')
  })

  it('names the latest year a query refers to, else the latest complete fiscal year', async () => {
    expect((await screen(where('pe[2022] < 10', '&include_query_values=true'))).query_values?.year).toBe(2022)
    expect((await screen('/v2/companies/?include_query_values=true&limit=1')).query_values?.year).toBe(2025)
  })

  it('is absent unless asked for', async () => {
    const parsed = await screen(where('market_cap > 0', '&limit=1'))
    expect(parsed.query_values).toBeUndefined()
    expect(parsed.results[0]?.query_values).toBeUndefined()
  })
})

describe('where and order_by errors', () => {
  it.each([
    ['market_cap >', 'INVALID_WHERE_CLAUSE', 12],
    ["market_cap like '%1%'", 'TYPE_MISMATCH', 0],
    ["market_cap = 'big'", 'TYPE_MISMATCH', 13],
    ["tags > 'a'", 'UNSUPPORTED_OPERATOR', 0],
    ["listing_date > '2020-13-01'", 'INVALID_DATE_FORMAT', 15],
    ['revenue > 1', 'INVALID_WHERE_CLAUSE', 0],
    ['revenu[2024] > 1', 'INVALID_WHERE_CLAUSE', 0],
  ])('answers %s with %s at position %i', async (text, code, position) => {
    const { status, body } = await server.get(where(text))
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: code, position, parameter: 'where' })
  })

  it("uses the real service's text for LIKE on a number", async () => {
    expect((await server.get(where("market_cap like '%1%'"))).body).toMatchObject({
      message: "The 'LIKE' operator can only be used on string fields. 'market_cap' is a numeric field.",
    })
  })

  it('suggests bracket notation and close field names', async () => {
    expect((await server.get(where('revenue_in_2024 > 1'))).body).toMatchObject({
      message: "Invalid field name 'revenue_in_2024'. Use bracket notation instead: 'revenue[2024]'.",
    })
    expect((await server.get(where('revenu[2024] > 1'))).body).toMatchObject({
      message: "Invalid field name 'revenu'. Did you mean 'revenue[2024]'?",
    })
  })

  it('answers a bad order_by with UNSUPPORTED_ORDER_BY', async () => {
    const { status, body } = await server.get('/v2/companies/?order_by=revenue[2024]/revenue[2023]')
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: 'UNSUPPORTED_ORDER_BY', parameter: 'order_by' })
    expect((await server.get('/v2/companies/?order_by=-(revenue[2024]/revenue[2023])')).status).toBe(200)
  })
})

describe('hostile input', () => {
  const tables = () =>
    db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all()
  const before = { tables: tables(), companies: count('SELECT COUNT(*) AS n FROM idx_companies') }

  it.each([
    "'; DROP TABLE idx_companies; --",
    'market_cap > 0; DELETE FROM idx_companies',
    'market_cap > 0 UNION SELECT name FROM sqlite_master',
    "company_name = '' OR '1'='1'",
    'market_cap > 0 /* comment */',
    'market_cap > 0 -- comment',
    `${'('.repeat(5000)}market_cap > 0${')'.repeat(5000)}`,
    `market_cap > ${'1'.repeat(100_000)}`,
  ])('refuses %s with a 400 and changes nothing', async (text) => {
    const { status, body } = await server.get(where(text.slice(0, 100_000)))
    expect(status).toBe(400)
    const problem = body as { error: string; message: string }
    expect(problem.error).toMatch(/^[A-Z_]+$/)
    expect(problem.message.length).toBeGreaterThan(10)
    expect(tables()).toEqual(before.tables)
    expect(count('SELECT COUNT(*) AS n FROM idx_companies')).toBe(before.companies)
  })

  it('treats SQL inside a quoted value as plain text to compare', async () => {
    const parsed = await screen(where("company_name = 'x''; DROP TABLE idx_companies; --'"))
    expect(parsed.results).toEqual([])
    expect(count('SELECT COUNT(*) AS n FROM idx_companies')).toBe(before.companies)
  })
})

describe('the SGX screener', () => {
  it('answers symbols without a suffix, in Singapore', async () => {
    const parsed = await screen('/v2/sgx/companies/?order_by=-market_cap&limit=5&include_query_values=true')
    for (const row of parsed.results) expect(row.symbol).toMatch(/^[A-Z0-9]{3}$/)
    expect(parsed.query_values?.country).toBe('singapore')
  })

  it('knows SGX fields and refuses IDX-only ones', async () => {
    const parsed = await screen(
      `/v2/sgx/companies/?where=${encodeURIComponent('forward_dividend_yield > 0.05')}&limit=200`,
    )
    expect(parsed.pagination.total_count).toBe(
      count('SELECT COUNT(*) AS n FROM sgx_companies WHERE forward_dividend_yield > 0.05'),
    )
    expect((await server.get(`/v2/sgx/companies/?where=${encodeURIComponent('pe_ttm < 10')}`)).status).toBe(400)
  })
})

describe('natural-language questions (q)', () => {
  it('answers with the translation, ignoring where, order_by, limit and offset', async () => {
    const parsed = await screen(
      '/v2/companies/?q=top+3+banks+by+market+cap&include_query_values=true&limit=9999&where=nonsense',
    )
    expect(parsed.llm_translation).toEqual({
      natural_query: 'top 3 banks by market cap',
      translated_params: {
        where: "sub_sector = 'banks' and market_cap is not null",
        order_by: '-market_cap',
        limit: 3,
        offset: 0,
        include_query_values: true,
      },
      message: 'Banks ranked by market cap, largest first, top 3.',
    })
    expect(parsed.results).toHaveLength(3)
    expect(parsed.pagination.total_count).toBe(
      count("SELECT COUNT(*) AS n FROM idx_companies WHERE sub_sector_slug = 'banks'"),
    )
    expect(Object.keys(parsed.results[0]?.query_values ?? {})).toEqual(['sub_sector', 'market_cap'])
  })

  it('gives the same answer as the translated parameters written by hand', async () => {
    const asked = await screen('/v2/companies/?q=dividend+payers+in+LQ45+with+P/E+below+15')
    const params = asked.llm_translation?.translated_params
    const written = await screen(
      `/v2/companies/?where=${encodeURIComponent(params?.where ?? '')}&order_by=${encodeURIComponent(params?.order_by ?? 'symbol')}&limit=${params?.limit ?? 50}`,
    )
    expect(asked.results).toEqual(written.results)
  })

  it('answers NON_TRANSLATABLE_QUERY, naming what it did not understand', async () => {
    const { status, body } = await server.get('/v2/companies/?q=companies+with+purple+unicorns')
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: 'NON_TRANSLATABLE_QUERY', natural_query: 'companies with purple unicorns' })
    expect((body as { message: string }).message).toMatch(/purple/)
  })

  it('still refuses unknown parameters next to q', async () => {
    expect((await server.get('/v2/companies/?q=banks&foo=1')).body).toMatchObject({ error: 'UNSUPPORTED_PARAMETERS' })
  })
})
