import { describe, expect, it } from 'vitest'
import { mapCompanyOf } from './map-companies'
import { mapSearch, switchMarket, type MapSearch } from './map-search'

const parse = (query: string) => mapSearch.parse(new URLSearchParams(query))

describe('mapSearch', () => {
  it('reads a shared link and writes the same state back without its defaults', () => {
    const { state, problems } = parse('period=1y&index=lq45&sector=financials')
    expect(problems).toEqual([])
    expect(state).toEqual({ market: 'idx', period: '1y', index: 'lq45', sector: 'financials' })
    expect(mapSearch.serialise(state)).toBe('period=1y&index=lq45&sector=financials')
    expect(mapSearch.serialise(parse('').state)).toBe('')
  })

  it('reports a period, an index or a sector the market does not have, and draws the default instead', () => {
    const idx = parse('period=ytd&sector=reit-office')
    expect(idx.state).toEqual({ market: 'idx', period: '1d', index: 'all', sector: null })
    expect(idx.problems.map((problem) => problem.reason)).toEqual([
      { code: 'notForMarket', subject: 'period', text: 'ytd', market: 'idx', values: ['1d', '1y'] },
      expect.objectContaining({ code: 'notForMarket', subject: 'sector', text: 'reit-office', market: 'idx' }),
    ])
    const sgx = parse('market=sgx&period=ytd&index=lq45&sector=reit')
    expect(sgx.state).toEqual({ market: 'sgx', period: 'ytd', index: 'all', sector: 'reit' })
    expect(sgx.problems.map((problem) => problem.parameter)).toEqual(['index'])
  })

  it('reports values that are no value at all', () => {
    const { state, problems } = parse('market=nyse&index=dow')
    expect(state.market).toBe('idx')
    expect(state.index).toBe('all')
    expect(problems.map((problem) => problem.parameter)).toEqual(['market', 'index'])
  })

  it('keeps the period when the other market offers it, and drops the filters that belong to one market', () => {
    const shown: MapSearch = { market: 'idx', period: '1y', index: 'lq45', sector: 'financials' }
    expect(switchMarket(shown, 'sgx')).toEqual({ market: 'sgx', period: '1y', index: 'all', sector: null })
    expect(switchMarket({ ...shown, market: 'sgx', period: '3y' }, 'idx')).toMatchObject({ period: '1d' })
  })
})

describe('mapCompanyOf', () => {
  it('keeps a change not reported as null, never 0, and a market cap that is not positive as none', () => {
    const company = mapCompanyOf('idx', {
      symbol: 'TNKI.JK',
      company_name: 'PT Tinta Kimia Tbk',
      query_values: {
        market_cap: 0,
        sector: 'Basic Materials',
        sub_sector: 'Chemicals',
        daily_close_change: 0,
        yearly_mcap_change: null,
      },
    })
    expect(company).toEqual({
      symbol: 'TNKI',
      name: 'PT Tinta Kimia Tbk',
      sector: 'Basic Materials',
      subSector: 'Chemicals',
      marketCap: null,
      changes: { '1d': 0, '1y': null },
    })
  })
})
