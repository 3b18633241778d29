import { describe, expect, it } from 'vitest'
import { searchFromTranslation } from './from-translation'

const params = (patch: Partial<Parameters<typeof searchFromTranslation>[0]>) => ({
  where: null,
  order_by: null,
  limit: null,
  offset: null,
  ...patch,
})

describe('searchFromTranslation', () => {
  it.each([
    [
      'keeps a full translation as it is',
      params({ where: "sub_sector = 'banks'", order_by: '-market_cap', limit: 3 }),
      { q: '', where: "sub_sector = 'banks'", orderBy: '-market_cap', limit: 3 },
    ],
    [
      'continues a translation without an order in the service’s order, by symbol, as its first page was',
      params({ where: 'pe_ttm < 10' }),
      { q: '', where: 'pe_ttm < 10', orderBy: 'symbol', limit: 50 },
    ],
    ['treats a blank order as none', params({ order_by: '  ' }), { q: '', where: '', orderBy: 'symbol', limit: 50 }],
    [
      'keeps the page size within what the service allows',
      params({ limit: 5000 }),
      { q: '', where: '', orderBy: 'symbol', limit: 200 },
    ],
    ['never asks for an empty page', params({ limit: 0 }), { q: '', where: '', orderBy: 'symbol', limit: 1 }],
  ])('%s', (_, translated, expected) => {
    expect(searchFromTranslation(translated)).toEqual(expected)
  })
})
