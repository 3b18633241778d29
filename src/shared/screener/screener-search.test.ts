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
      columns: ['sector', 'pe'],
    }
    expect(parse(serialiseScreenerSearch(search))).toEqual({ search, problems: [] })
    expect(serialiseScreenerSearch(search)).toContain('columns=sector,pe')
  })

  it('keeps a question instead of the structured query', () => {
    const query = serialiseScreenerSearch({ ...SCREENER_DEFAULTS, q: 'top 5 banks', where: 'x > 1' })
    expect(query).toBe('q=top+5+banks')
  })

  it('reports bad parameters and falls back to defaults for them', () => {
    const { search, problems } = parse('limit=9999&page=0&market=nyse')
    expect(search).toMatchObject({ limit: 50, page: 1, market: 'idx' })
    expect(problems.map((problem) => problem.parameter)).toEqual(['market', 'limit', 'page'])
    expect(parse('offset=-3').problems[0]?.reason).toEqual({ code: 'negativeOffset', text: '-3' })
  })

  it('turns an API-style offset into the page that holds it', () => {
    expect(parse('offset=120&limit=50').search.page).toBe(3)
  })

  it('asks the service for query values, and an offset from the page', () => {
    const params = new URLSearchParams(toApiQuery({ ...SCREENER_DEFAULTS, where: 'pe_ttm < 10', page: 3, limit: 25 }))
    expect(Object.fromEntries(params)).toEqual({
      include_query_values: 'true',
      where: 'pe_ttm < 10',
      // the default columns ride on the order, after symbol, so they cannot change the order of the rows
      order_by: '-market_cap,symbol,sub_sector,market_cap,last_close_price,yearly_mcap_change,pe_ttm,pb_mrq,yield_ttm',
      limit: '25',
      offset: '50',
    })
  })

  it('keeps the chosen columns with a question, and "none" for no columns beyond the queried fields', () => {
    expect(serialiseScreenerSearch({ ...SCREENER_DEFAULTS, q: 'top 5 banks', columns: ['pe_ttm'] })).toBe(
      'q=top+5+banks&columns=pe_ttm',
    )
    expect(serialiseScreenerSearch({ ...SCREENER_DEFAULTS, columns: [] })).toBe('columns=none')
    expect(parse('columns=none').search.columns).toEqual([])
    const params = new URLSearchParams(toApiQuery({ ...SCREENER_DEFAULTS, columns: [] }))
    expect(params.get('order_by')).toBe('-market_cap')
  })

  it('reports a column the market does not have, and shows the default set instead', () => {
    const { search, problems } = parse('market=sgx&columns=pe_ttm')
    expect(search.columns).toBeNull()
    expect(problems).toEqual([
      {
        key: 'columns',
        parameter: 'columns',
        reason: { code: 'columnNotOffered', text: 'pe_ttm', market: 'sgx' },
      },
    ])
    expect(parse('columns=revenue').problems[0]?.parameter).toBe('columns')
    expect(parse('columns=Pe;x').problems[0]?.reason).toEqual({ code: 'columnNotFieldName', text: 'Pe;x' })
  })
})
