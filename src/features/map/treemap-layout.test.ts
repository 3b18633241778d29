import { describe, expect, it } from 'vitest'
import type { MapCompany } from './map-companies'
import { layoutMap, type Rect } from './treemap-layout'

const company = (symbol: string, sector: string, subSector: string, marketCap: number | null): MapCompany => ({
  symbol,
  name: `${symbol} Tbk`,
  sector,
  subSector,
  marketCap,
  changes: { '1d': 0.01 },
})

const MARKET: MapCompany[] = [
  company('BANK1', 'Financials', 'Banks', 400),
  company('INS1', 'Financials', 'Insurance', 50),
  company('BANK2', 'Financials', 'Banks', 150),
  company('OIL1', 'Energy', 'Oil, Gas & Coal', 250),
  company('COAL1', 'Energy', 'Oil, Gas & Coal', 100),
  company('TEL1', 'Infrastructures', 'Telecommunication', 49),
  company('GONE', 'Energy', 'Oil, Gas & Coal', null),
  company('TINY', 'Infrastructures', 'Utilities', 1),
]
const TOTAL_CAP = 1000

const area = (rect: Rect) => (rect.x1 - rect.x0) * (rect.y1 - rect.y0)
const inside = (inner: Rect, outer: Rect) =>
  inner.x0 >= outer.x0 - 1e-9 &&
  inner.y0 >= outer.y0 - 1e-9 &&
  inner.x1 <= outer.x1 + 1e-9 &&
  inner.y1 <= outer.y1 + 1e-9

describe('layoutMap', () => {
  const layout = layoutMap(MARKET, 800, 500)

  it('gives each company an area proportional to its market cap, filling the map', () => {
    expect(layout.tiles).toHaveLength(7)
    for (const tile of layout.tiles) expect(area(tile) / (800 * 500)).toBeCloseTo(tile.marketCap / TOTAL_CAP, 9)
    expect(layout.tiles.reduce((sum, tile) => sum + area(tile), 0)).toBeCloseTo(800 * 500, 6)
  })

  it('lists a company without a market cap instead of drawing it', () => {
    expect(layout.notDrawn.map((c) => c.symbol)).toEqual(['GONE'])
    expect(layout.tiles.map((tile) => tile.company.symbol)).not.toContain('GONE')
  })

  it('groups companies by sector, then sub-sector, largest first, each inside its group', () => {
    expect(layout.sectors.map((s) => [s.name, s.marketCap, s.companies])).toEqual([
      ['Financials', 600, 3],
      ['Energy', 350, 2],
      ['Infrastructures', 50, 2],
    ])
    expect(layout.subSectors.map((s) => `${s.sector}/${s.name}`)).toEqual([
      'Financials/Banks',
      'Financials/Insurance',
      'Energy/Oil, Gas & Coal',
      'Infrastructures/Telecommunication',
      'Infrastructures/Utilities',
    ])
    // tiles in reading order: sector by sector, sub-sector by sub-sector, largest first
    expect(layout.tiles.map((tile) => tile.company.symbol)).toEqual([
      'BANK1', 'BANK2', 'INS1', 'OIL1', 'COAL1', 'TEL1', 'TINY',
    ]) // prettier-ignore
    for (const tile of layout.tiles) {
      const subSector = layout.subSectors.find((s) => s.name === tile.company.subSector)
      const sector = layout.sectors.find((s) => s.name === tile.company.sector)
      if (subSector === undefined || sector === undefined) throw new Error(`${tile.company.symbol} has no group`)
      expect(inside(tile, subSector)).toBe(true)
      expect(inside(subSector, sector)).toBe(true)
    }
    for (const sector of layout.sectors) expect(area(sector) / (800 * 500)).toBeCloseTo(sector.marketCap / TOTAL_CAP, 9)
  })

  it('draws nothing for a market without market caps, and keeps every company listed', () => {
    const empty = layoutMap([company('A', 'Energy', 'Oil', null)], 800, 500)
    expect(empty.tiles).toEqual([])
    expect(empty.notDrawn).toHaveLength(1)
  })
})
