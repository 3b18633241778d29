import { describe, expect, it } from 'vitest'
import { growthYears, quarterlyMarketCap, topList, valuationYears } from './sub-sector-figures'

describe('sub-sector report figures', () => {
  it('puts the previous and current twelve months of market cap in one series, oldest first', () => {
    const rows = quarterlyMarketCap({
      market_cap: {
        quarterly_market_cap: {
          current_ttm_mcap: { '2026.Q1': 30, '2025.Q4': 20 },
          prev_ttm_mcap: { '2025.Q3': 10, '2024.Q4': null },
        },
      },
    })
    expect(rows).toEqual([
      { quarter: '2024.Q4', label: 'Q4 2024', marketCap: null },
      { quarter: '2025.Q3', label: 'Q3 2025', marketCap: 10 },
      { quarter: '2025.Q4', label: 'Q4 2025', marketCap: 20 },
      { quarter: '2026.Q1', label: 'Q1 2026', marketCap: 30 },
    ])
    expect(quarterlyMarketCap({})).toEqual([])
  })

  it('lists valuation years in order and keeps a missing multiple missing', () => {
    expect(
      valuationYears({ valuation: { historical_valuation: { 2026: { pe: 10, pb: 0.7 }, 2025: { pe: -3 } } } }),
    ).toEqual([
      { year: '2025', pe: -3, pb: null, ps: null, pcf: null },
      { year: '2026', pe: 10, pb: 0.7, ps: null, pcf: null },
    ])
  })

  it('puts reported growth before forecasts and marks the forecasts', () => {
    const rows = growthYears({
      growth: {
        weighted_avg_growth_data: { 2025: { avg_annual_revenue_growth: 0.02, avg_annual_earning_growth: -0.17 } },
        growth_forecasts: { 2027: { base_year: 2025, eps_growth: 0.25, revenue_growth: 0.28 } },
      },
    })
    expect(rows).toEqual([
      { label: 'FY2025', revenue: 0.02, earnings: -0.17, forecast: false },
      { label: 'FY2027 (forecast)', revenue: 0.28, earnings: 0.25, forecast: true },
    ])
  })

  it('turns a top list into rows, largest figure first, a missing figure last', () => {
    expect(
      topList(
        { 'AAAA.JK': { name: 'A', market_cap: 5 }, 'BBBB.JK': { name: 'B', market_cap: 9 }, 'CCCC.JK': { name: 'C' } },
        'market_cap',
      ),
    ).toEqual([
      { symbol: 'BBBB.JK', name: 'B', figure: 9 },
      { symbol: 'AAAA.JK', name: 'A', figure: 5 },
      { symbol: 'CCCC.JK', name: 'C', figure: null },
    ])
  })
})
