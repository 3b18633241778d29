import { describe, expect, it } from 'vitest'
import { parseScreenerSearch, SCREENER_DEFAULTS, serialiseScreenerSearch, toApiQuery } from './screener-search'

const parse = (query: string) => parseScreenerSearch(new URLSearchParams(query))

describe('the screener URL', () => {
  it('is empty for the default view', () => {
    expect(serialiseScreenerSearch(SCREENER_DEFAULTS)).toBe('')
    expect(parse('')).toEqual({ search: SCREENER_DEFAULTS, problems: [] })
  })

  it('stays readable: quotes, brackets and operators are written as they are', () => {
    const query = serialiseScreenerSearch({
      ...SCREENER_DEFAULTS,
      where: "sub_sector = 'banks' and revenue[2025] > 1000 & x",
      orderBy: '-(earnings[2025] / earnings[2024])',
      page: 2,
    })
    expect(query).toBe(
      "where=sub_sector+=+'banks'+and+revenue[2025]+%3E+1000+%26+x&order_by=-(earnings[2025]+/+earnings[2024])&page=2",
    )
  })

  it('reads back exactly what it wrote', () => {
    const search = {
      market: 'sgx' as const,
      where: "a = 'b%+c' and d < 5",
      orderBy: 'symbol',
      limit: 100,
      page: 3,
      q: '',
    }
    expect(parse(serialiseScreenerSearch(search))).toEqual({ search, problems: [] })
  })

  it('keeps a question instead of the structured query', () => {
    const query = serialiseScreenerSearch({ ...SCREENER_DEFAULTS, q: 'top 5 banks', where: 'x > 1' })
    expect(query).toBe('q=top+5+banks')
  })

  it('reports bad parameters and falls back to defaults for them', () => {
    const { search, problems } = parse('limit=9999&page=0&market=nyse')
    expect(search).toMatchObject({ limit: 50, page: 1, market: 'idx' })
    expect(problems.map((problem) => problem.parameter)).toEqual(['market', 'limit', 'page'])
    expect(parse('offset=-3').problems[0]?.message).toContain('cannot be negative')
  })

  it('turns an API-style offset into the page that holds it', () => {
    expect(parse('offset=120&limit=50').search.page).toBe(3)
  })

  it('asks the service for query values, and an offset from the page', () => {
    const params = new URLSearchParams(toApiQuery({ ...SCREENER_DEFAULTS, where: 'pe_ttm < 10', page: 3, limit: 25 }))
    expect(Object.fromEntries(params)).toEqual({
      include_query_values: 'true',
      where: 'pe_ttm < 10',
      order_by: '-market_cap',
      limit: '25',
      offset: '50',
    })
  })
})
