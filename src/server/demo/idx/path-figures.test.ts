import { describe, expect, it } from 'vitest'
import { generateDemoMarket } from '../index'
import { earningsPathFigures } from './path-figures'

const market = generateDemoMarket({ seed: 11, scale: 1 })
const { companies, yearly } = market.idx
const figures = earningsPathFigures(companies, yearly)

describe('IDX earnings paths through time', () => {
  it('move the 30 largest companies by about what large caps move on the real exchange', () => {
    expect(figures.top30.medianEarningsChange).toBeLessThanOrEqual(0.25)
    expect(figures.top30.beyondDouble).toBeLessThanOrEqual(0.05)
    expect(figures.top30.medianRevenueChange).toBeLessThanOrEqual(0.15)
  })

  it('keep the 10 largest banks steady and profitable every year', () => {
    expect(figures.topBanks.medianEarningsChange).toBeLessThanOrEqual(0.15)
    expect(figures.topBanks.lossYears).toBe(0)
  })

  it("keep the banks sub-sector's market-cap-weighted earnings growth within ±50 % every year", () => {
    expect(figures.bankGrowthByYear.length).toBeGreaterThanOrEqual(7)
    expect(figures.bankGrowthByYear.filter(([, growth]) => Math.abs(growth) > 0.5)).toEqual([])
  })

  it("never book a loss larger than a small fraction of a large cap's market cap", () => {
    const largest = [...companies]
      .sort((a, b) => (b.snapshot.market_cap ?? 0) - (a.snapshot.market_cap ?? 0))
      .slice(0, 30)
    const capOf = new Map(largest.map((c) => [c.snapshot.symbol, c.snapshot.market_cap ?? 0]))
    const bigLosses = yearly.filter((row) => {
      const cap = capOf.get(row.symbol)
      return cap !== undefined && row.earnings !== null && row.earnings < -0.05 * cap
    })
    expect(bigLosses.map((row) => `${row.symbol} ${String(row.year)}`)).toEqual([])
  })
})

describe('the IDX cross-section', () => {
  it('stays calibrated: net margins, loss-makers and the spread of revenue growth', () => {
    expect(figures.netMarginMedian).toBeGreaterThanOrEqual(0.02)
    expect(figures.netMarginMedian).toBeLessThanOrEqual(0.09)
    expect(figures.lossMakerShare).toBeGreaterThanOrEqual(0.12)
    expect(figures.lossMakerShare).toBeLessThanOrEqual(0.35)
    expect(figures.revenueGrowthP95 - figures.revenueGrowthP5).toBeGreaterThan(0.5)
  })
})
