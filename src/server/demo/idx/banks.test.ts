import { describe, expect, it } from 'vitest'
import { generateDemoMarket } from '../index'
import type { IdxYearlyRow } from '../model'

const LATEST_REPORTED_YEAR = 2025

describe.each([1, 11])('the banks of the demo market (seed %i)', (seed) => {
  const { companies, yearly } = generateDemoMarket({ seed, scale: 1 }).idx
  const banks = companies
    .filter((c) => c.slugs.subSector === 'banks')
    .sort((a, b) => (b.snapshot.market_cap ?? 0) - (a.snapshot.market_cap ?? 0))
  const rowsOf = (symbol: string | null): IdxYearlyRow[] => yearly.filter((r) => r.symbol === symbol)
  const latestOf = (symbol: string | null) => rowsOf(symbol).find((r) => r.year === LATEST_REPORTED_YEAR)

  it('price the five largest banks at P/Es an analyst would believe, the largest at a premium', () => {
    const top = banks.slice(0, 5).map((b) => latestOf(b.snapshot.symbol))
    for (const row of top) {
      expect(row?.pe).toBeGreaterThanOrEqual(5)
      expect(row?.pe).toBeLessThanOrEqual(35)
    }
    const largest = top[0]
    expect(largest?.pe).toBeGreaterThanOrEqual(20)
    expect(largest?.pe).toBeLessThanOrEqual(32)
    expect(largest?.pb).toBeGreaterThanOrEqual(3)
    expect(largest?.pb).toBeLessThanOrEqual(6)
  })

  it('let no bank earn more in a year than a quarter of its market cap', () => {
    const tooRich = banks.flatMap((b) =>
      rowsOf(b.snapshot.symbol).filter((r) => (r.earnings ?? 0) > (b.snapshot.market_cap ?? 0) / 4),
    )
    expect(tooRich.map((r) => `${r.symbol} ${String(r.year)}`)).toEqual([])
  })
})
