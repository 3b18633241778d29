import { describe, expect, it } from 'vitest'
import { auctionsSearch, filterQuery, filtersOf, pageQuery } from './auctions-search'

const parse = (query: string) => auctionsSearch.parse(new URLSearchParams(query))

describe('the auction list’s link', () => {
  it('has a clean URL for the default view and keeps only what differs', () => {
    const { state, problems } = parse('')
    expect(problems).toEqual([])
    expect(auctionsSearch.serialise(state)).toBe('')
    expect(auctionsSearch.serialise({ ...state, province: 'Maluku Utara', page: 2 })).toBe(
      'province=Maluku+Utara&page=2',
    )
  })

  it('reads the API’s names and values, provinces in any case', () => {
    const { state, problems } = parse(
      'province=sulawesi+selatan&commodity_type=NICKEL&area_type=wiupk&status=lelang+selesai&participant=Antam&qualified=true&min_participants=3&order_by=licensed_area_ha&limit=30&page=2',
    )
    expect(problems).toEqual([])
    expect(state).toEqual({
      province: 'Sulawesi Selatan',
      commodity_type: 'Nickel',
      area_type: 'WIUPK',
      status: 'Lelang Selesai',
      participant: 'Antam',
      qualified: true,
      min_participants: 3,
      order_by: 'licensed_area_ha',
      limit: 30,
      page: 2,
    })
    expect(pageQuery(state)).toBe(
      'province=Sulawesi+Selatan&commodity_type=Nickel&area_type=WIUPK&status=Lelang+Selesai&participant=Antam&qualified=true&min_participants=3&order_by=licensed_area_ha&limit=30&offset=30',
    )
  })

  it.each([
    ['limit=99', 'limit'],
    ['limit=0', 'limit'],
    ['min_participants=-2', 'min_participants'],
    ['min_participants=two', 'min_participants'],
    ['province=Atlantis', 'province'],
    ['commodity_type=Uranium', 'commodity_type'],
    ['area_type=IUP', 'area_type'],
    ['status=Done', 'status'],
    ['order_by=kdi', 'order_by'],
    ['page=0', 'page'],
    ['qualified=true', 'qualified'],
    ['qualified=maybe&participant=x', 'qualified'],
  ])('reports %s as a problem and falls back to what the API accepts', (query, key) => {
    const { state, problems } = parse(query)
    expect(problems.map((problem) => problem.key)).toEqual([key])
    const sent = new URLSearchParams(pageQuery(state))
    expect(Number(sent.get('limit'))).toBeLessThanOrEqual(30)
    expect(sent.get('qualified')).toBeNull()
    expect(sent.has('min_participants')).toBe(false)
  })

  it('sends qualified only with a participant', () => {
    const filters = filtersOf(parse('participant=+&qualified=true').state)
    expect(filterQuery(filters).toString()).toBe('')
  })
})
