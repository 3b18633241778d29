import { describe, expect, it } from 'vitest'
import { groupFacts } from './group-facts'

const row = (values: Record<string, number | null>) => ({ symbol: 'X', company_name: 'X', query_values: values })

describe('group facts', () => {
  it('adds the market caps that are reported and leaves losses out of the median P/E', () => {
    const facts = groupFacts([
      row({ market_cap: 100, pe_ttm: 10, yield_ttm: 0.02 }),
      row({ market_cap: null, pe_ttm: -5, yield_ttm: 0 }),
      row({ market_cap: 50, pe_ttm: 20, yield_ttm: null }),
    ])
    expect(facts).toEqual({
      count: 3,
      totalMarketCap: 150,
      marketCapReported: 2,
      medianPe: 15,
      peReported: 2,
      medianYield: 0.01,
      yieldReported: 2,
    })
  })
})
