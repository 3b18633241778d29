import { describe, expect, it } from 'vitest'
import { COMPANY_SORT_KEYS } from '../../shared/api/companies'
import { companiesSearch, groupOf, isDescending, storedDirection } from './companies-search'

const parse = (query: string) => companiesSearch.parse(new URLSearchParams(query))

describe('the companies link', () => {
  it('opens on the largest companies first, with a clean URL', () => {
    const { state, problems } = parse('sub_sector=banks')
    expect(problems).toEqual([])
    expect(state).toEqual({ subSector: 'banks', subIndustry: null, sortBy: 'market_cap', desc: null })
    expect(isDescending(state)).toBe(true)
    expect(companiesSearch.serialise(state)).toBe('sub_sector=banks')
  })

  it('names a direction only when it differs from the key’s natural one', () => {
    expect(storedDirection('dividend_yield', true)).toBeNull()
    expect(storedDirection('dividend_yield', false)).toBe(false)
    expect(storedDirection('symbol', false)).toBeNull()
    expect(storedDirection('symbol', true)).toBe(true)
    const ascending = { subSector: 'banks', subIndustry: null, sortBy: 'pe', desc: false } as const
    expect(companiesSearch.serialise(ascending)).toBe('sub_sector=banks&sort_by=pe&desc=false')
    expect(isDescending(parse('sub_sector=banks&sort_by=company_name').state)).toBe(false)
    expect(isDescending(parse('sub_sector=banks&sort_by=symbol&desc=TRUE').state)).toBe(true)
  })

  it('lets a sub-industry win over a sub-sector, as the service does', () => {
    expect(groupOf(parse('sub_sector=banks&sub_industry=Coal-Production').state)).toEqual({
      level: 'sub_industry',
      slug: 'coal-production',
    })
    expect(groupOf(parse('sub_sector=').state)).toBeNull()
  })

  it('reports a bad sort or direction and falls back to the default', () => {
    const { state, problems } = parse('sub_sector=banks&sort_by=dividends&desc=yes')
    expect(state.sortBy).toBe('market_cap')
    expect(state.desc).toBeNull()
    expect(problems.map((problem) => problem.parameter)).toEqual(['sort_by', 'desc'])
    expect(problems.map((problem) => problem.reason)).toEqual([
      { code: 'unknownSort', text: 'dividends', values: COMPANY_SORT_KEYS },
      { code: 'notTrueOrFalse', subject: 'order', text: 'desc=yes' },
    ])
  })
})
