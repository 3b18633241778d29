import { describe, expect, it } from 'vitest'
import { idxTaxonomy } from '../../../shared/catalogue'
import { IDX_MARKET_CAP_QUANTILES, IDX_SUB_SECTOR_COUNTS } from '../core/calibration'
import { DENIED_IDX_SYMBOLS } from './names'
import { DEMO_AS_OF, generateDemoMarket } from '../index'

const market = generateDemoMarket({ seed: 7, scale: 1 })
const companies = market.idx.companies
const snapshots = companies.map((c) => c.snapshot)

/** The p-th percentile by nearest rank, as the calibration reports them. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))] ?? NaN
}

const countBy = <T>(items: readonly T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((counts, item) => ({ ...counts, [key(item)]: (counts[key(item)] ?? 0) + 1 }), {})

describe('the IDX universe at scale 1', () => {
  it('has exactly the real number of companies in every sub-sector (979 in all)', () => {
    expect(countBy(companies, (c) => c.slugs.subSector)).toEqual(IDX_SUB_SECTOR_COUNTS)
    expect(companies).toHaveLength(979)
  })

  it('classifies every company by display name, matching its slugs and the IDX-IC tree', () => {
    for (const { snapshot, slugs } of companies) {
      const node = idxTaxonomy.subIndustries.find((s) => s.slug === slugs.subIndustry)
      expect(node?.name).toBe(snapshot.sub_industry)
      expect(node?.industry.name).toBe(snapshot.industry)
      expect(node?.industry.slug).toBe(slugs.industry)
      expect(node?.industry.subSector.name).toBe(snapshot.sub_sector)
      expect(node?.industry.subSector.slug).toBe(slugs.subSector)
      expect(node?.industry.subSector.sector.name).toBe(snapshot.sector)
    }
    expect(snapshots.filter((s) => s.sub_sector === 'Banks')).toHaveLength(48)
  })

  it('spreads a sub-sector over several of its sub-industries', () => {
    const coal = companies.filter((c) => c.slugs.subSector === 'oil-gas-coal')
    expect(new Set(coal.map((c) => c.slugs.subIndustry)).size).toBeGreaterThanOrEqual(5)
  })

  it('gives unique four-letter .JK symbols, never a well-known real ticker', () => {
    const symbols = snapshots.map((s) => s.symbol ?? '')
    for (const symbol of symbols) expect(symbol).toMatch(/^[A-Z]{4}\.JK$/)
    expect(new Set(symbols).size).toBe(symbols.length)
    expect(symbols.filter((s) => DENIED_IDX_SYMBOLS.has(s.slice(0, 4)))).toEqual([])
  })

  it('gives unique Indonesian-style names; banks are banks and some state firms are "(Persero)"', () => {
    const names = snapshots.map((s) => s.company_name ?? '')
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) expect(name).toMatch(/^PT [A-Z][\w ]+( \(Persero\))? Tbk$/)
    for (const bank of snapshots.filter((s) => s.sub_sector === 'Banks')) expect(bank.company_name).toMatch(/^PT Bank /)
    expect(names.filter((n) => n.includes('(Persero)')).length).toBeGreaterThanOrEqual(10)
  })

  it('spreads listing boards like the real market', () => {
    const boards = countBy(snapshots, (s) => s.listing_board ?? '')
    const share = (board: string) => (boards[board] ?? 0) / snapshots.length
    expect(share('Development')).toBeCloseTo(0.47, 1)
    expect(share('Main')).toBeCloseTo(0.27, 1)
    expect(share('Watchlist')).toBeCloseTo(0.22, 1)
    expect(share('Acceleration')).toBeCloseTo(0.045, 1)
    expect(boards['New Economy']).toBe(3)
  })

  it('lists companies by decade as the real market did, never after the as-of day', () => {
    const decades = countBy(snapshots, (s) => `${(s.listing_date ?? '').slice(0, 3)}0s`)
    const calibration = { '1970s': 2, '1980s': 36, '1990s': 174, '2000s': 147, '2010s': 303, '2020s': 315 }
    for (const [decade, count] of Object.entries(calibration)) {
      expect(Math.abs((decades[decade] ?? 0) - count)).toBeLessThanOrEqual(2)
    }
    for (const s of snapshots) expect((s.listing_date ?? '9999') <= DEMO_AS_OF).toBe(true)
  })

  it('puts market caps on the calibrated quantiles, with a 1.2e15 giant and a 7.5e14 bank', () => {
    const caps = snapshots.map((s) => s.market_cap ?? 0)
    // the inner quantiles: the ends are one company each
    for (const [p, expected] of IDX_MARKET_CAP_QUANTILES.filter(([q]) => q > 0 && q < 1)) {
      expect(Math.abs(Math.log(percentile(caps, p) / expected))).toBeLessThan(Math.log(1.25))
    }
    expect(Math.max(...caps) / 1.2e15).toBeCloseTo(1, 2)
    const biggestBank = Math.max(...snapshots.filter((s) => s.sub_sector === 'Banks').map((s) => s.market_cap ?? 0))
    expect(biggestBank / 7.5e14).toBeCloseTo(1, 2)
    for (const cap of caps) expect(Number.isInteger(cap)).toBe(true)
  })

  it('ranks market caps and employee counts 1..N without ties, largest first', () => {
    const byCap = [...snapshots].sort((a, b) => (a.market_cap_rank ?? 0) - (b.market_cap_rank ?? 0))
    expect(byCap.map((s) => s.market_cap_rank)).toEqual(byCap.map((_, i) => i + 1))
    const caps = byCap.map((s) => s.market_cap ?? 0)
    expect(caps).toEqual([...caps].sort((a, b) => b - a))
    const staffed = snapshots.filter((s) => s.employee_num !== null)
    const byStaff = [...staffed].sort((a, b) => (a.employee_num_rank ?? 0) - (b.employee_num_rank ?? 0))
    expect(byStaff.map((s) => s.employee_num_rank)).toEqual(byStaff.map((_, i) => i + 1))
    const staff = byStaff.map((s) => s.employee_num ?? 0)
    expect(staff).toEqual([...staff].sort((a, b) => b - a))
    expect(snapshots.filter((s) => s.employee_num === null).every((s) => s.employee_num_rank === null)).toBe(true)
  })

  it('puts employee counts on the calibrated quantiles, with about one company in nine reporting none', () => {
    const staff = snapshots.flatMap((s) => (s.employee_num === null ? [] : [s.employee_num]))
    expect(Math.abs(Math.log(percentile(staff, 0.5) / 338))).toBeLessThan(Math.log(1.3))
    expect(Math.abs(Math.log(percentile(staff, 0.95) / 11219))).toBeLessThan(Math.log(1.5))
    expect(1 - staff.length / snapshots.length).toBeGreaterThan(0.06)
    expect(1 - staff.length / snapshots.length).toBeLessThan(0.17)
  })

  it('uses reserved domains and Indonesian phone numbers for contacts', () => {
    for (const { contact } of companies) {
      expect(contact.website).toMatch(/^www\.[a-z0-9]+\.example$/)
      expect(contact.email).toMatch(/^[a-z.]+@[a-z0-9]+\.example$/)
      expect(contact.phone).toMatch(/^0\d{2,3}-5550\d{4}$/)
      expect(contact.address.length).toBeGreaterThan(20)
    }
  })
})

describe('scale', () => {
  it('multiplies company counts, keeping at least one company per sub-sector', () => {
    const double = generateDemoMarket({ seed: 7, scale: 2 })
    expect(double.idx.companies).toHaveLength(979 * 2)
    expect(countBy(double.idx.companies, (c) => c.slugs.subSector)['banks']).toBe(96)
    expect(double.sgx.companies).toHaveLength(market.sgx.companies.length * 2)
    expect(double.auctions).toHaveLength(market.auctions.length)
    const tiny = generateDemoMarket({ seed: 7, scale: 0.05 })
    expect(new Set(tiny.idx.companies.map((c) => c.slugs.subSector)).size).toBe(idxTaxonomy.subSectors.length)
  })
})
