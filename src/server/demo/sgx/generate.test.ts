import { describe, expect, it } from 'vitest'
import { sgxSubSectors } from '../../../shared/catalogue'
import { sgxSnapshotFields, sgxYearlyFields } from '../../../shared/catalogue/sgx-fields'
import { DEMO_AS_OF, generateDemoMarket } from '../index'
import type { SgxYearlyRow } from '../model'
import { DENIED_SGX_SYMBOLS } from './names'
import { buildSgxUniverse } from './universe'

const market = generateDemoMarket({ seed: 5, scale: 1 })
const { companies, yearly } = market.sgx
const snapshots = companies.map((c) => c.snapshot)
const n = (value: number | null) => value ?? NaN
const bySize = [...snapshots].sort((a, b) => n(b.market_cap) - n(a.market_cap))
const bigCaps = new Set(bySize.slice(0, 22).map((s) => s.symbol))
const banks = new Set(snapshots.filter((s) => s.sub_sector === 'Banks & Credit Services').map((s) => s.symbol))
const BASIC = new Set(['revenue', 'earnings', 'total_dividend', 'total_yield'])
const BANK_ONLY = new Set(sgxYearlyFields.filter((f) => f.group === 'banking').map((f) => f.name))

describe('the SGX universe', () => {
  it('has about 600 companies over every sub-sector, many of them REITs, about ten banks', () => {
    expect(companies).toHaveLength(600)
    expect(new Set(companies.map((c) => c.slugs.subSector))).toEqual(new Set(sgxSubSectors.map((s) => s.slug)))
    expect(snapshots.filter((s) => s.sector === 'REIT').length).toBeGreaterThan(30)
    expect(banks.size).toBe(10)
  })

  it('uses unique three-character codes without suffix, never a real one', () => {
    const symbols = snapshots.map((s) => s.symbol ?? '')
    for (const symbol of symbols) expect(symbol).toMatch(/^[A-Z0-9]{3}$/)
    expect(new Set(symbols).size).toBe(symbols.length)
    expect(symbols.filter((s) => DENIED_SGX_SYMBOLS.has(s))).toEqual([])
    expect(new Set(snapshots.map((s) => s.company_name)).size).toBe(snapshots.length)
  })

  it('stops growing at 30,000 companies, which still get unique codes, at a 100× market', { timeout: 60_000 }, () => {
    const universe = buildSgxUniverse(5, 100)
    expect(universe).toHaveLength(30_000)
    const symbols = universe.map((c) => c.symbol)
    expect(new Set(symbols).size).toBe(symbols.length)
    for (const symbol of symbols) expect(symbol).toMatch(/^[A-Z0-9]{3}$/)
    expect(symbols.filter((s) => DENIED_SGX_SYMBOLS.has(s))).toEqual([])
  })

  it('is led by a bank near 1.9e11, with a median near 1e8', () => {
    expect(bySize[0]?.sub_sector).toBe('Banks & Credit Services')
    expect(n(bySize[0]?.market_cap ?? null) / 1.9e11).toBeCloseTo(1, 2)
    const median = n(bySize[Math.floor(bySize.length / 2)]?.market_cap ?? null)
    expect(median).toBeGreaterThan(7e7)
    expect(median).toBeLessThan(1.4e8)
  })
})

describe('SGX snapshot rows', () => {
  it('carry every catalogue field and quote prices inside every window', () => {
    const names = sgxSnapshotFields.map((f) => f.name)
    const broken = snapshots.filter((s) => {
      const close = n(s.last_close_price)
      const windows = (['ytd', '52_w', '90_d', 'all_time'] as const).every(
        (w) =>
          n(s[`${w}_low_price`]) <= close &&
          n(s[`${w}_high_price`]) >= close &&
          (s[`${w}_high_date`] ?? '') <= DEMO_AS_OF &&
          (s[`${w}_low_date`] ?? '') <= DEMO_AS_OF,
      )
      return !(
        names.every((name) => name in s) &&
        windows &&
        (s.ytd_low_date ?? '').startsWith('2026') &&
        (s.pe === null || n(s.eps) > 0) &&
        (s.change_ytd === null || s.change_ytd > -1)
      )
    })
    expect(broken.map((s) => s.symbol)).toEqual([])
  })

  it('state dividend fields consistently with the payments', () => {
    for (const c of companies) {
      const s = c.snapshot
      const ttm = c.dividends.filter((d) => d.date > '2025-11-20').reduce((sum, d) => sum + d.total, 0)
      if (ttm > 0) expect(s.dividend_ttm).toBeCloseTo(ttm, 3)
      else expect(s.dividend_ttm).toBeNull()
      if (s.forward_dividend !== null)
        expect(s.forward_dividend_yield).toBeCloseTo(s.forward_dividend / n(s.last_close_price), 3)
    }
  })

  it('tag highs from the price windows', () => {
    for (const s of snapshots) {
      const close = n(s.last_close_price)
      expect(s.tags?.includes('52-w-high')).toBe(close >= 0.98 * n(s['52_w_high_price']))
      expect(s.tags?.includes('all-time-high')).toBe(close >= 0.98 * n(s.all_time_high_price))
    }
    expect(snapshots.filter((s) => s.tags?.includes('top-90d-transaction-value'))).toHaveLength(20)
  })
})

describe('SGX yearly rows', () => {
  it('give revenue and earnings for everyone, full statements for the ~22 largest, bank lines for big banks', () => {
    const broken = yearly.filter((row) => {
      const big = bigCaps.has(row.symbol)
      const fieldsRight = sgxYearlyFields.every((field) => {
        const value = row[field.name]
        if (BASIC.has(field.name)) return field.name.startsWith('total_') || value !== null
        if (BANK_ONLY.has(field.name)) return (value !== null) === (big && banks.has(row.symbol))
        return big || value === null
      })
      const identities =
        !big ||
        (row.total_asset === n(row.total_equity) + n(row.total_liabilities) &&
          row.free_cash_flow === n(row.operating_cash_flow) - n(row.capital_expenditure))
      return !(fieldsRight && identities && row.year >= 2018 && row.year <= 2025)
    })
    expect(broken.map((r) => `${r.symbol} ${r.year}`)).toEqual([])
    const withStatements = new Set(yearly.filter((r) => r.total_asset !== null).map((r) => r.symbol))
    expect(withStatements.size).toBeGreaterThanOrEqual(20)
    expect([...withStatements].filter((symbol) => !bigCaps.has(symbol))).toEqual([])
  })

  it('sum each year’s dividend payments into total_dividend and total_yield', () => {
    const rowsOf = new Map<string, SgxYearlyRow[]>()
    for (const row of yearly) rowsOf.set(row.symbol, [...(rowsOf.get(row.symbol) ?? []), row])
    const broken: string[] = []
    for (const c of companies) {
      for (const row of rowsOf.get(c.snapshot.symbol ?? '') ?? []) {
        const paid = c.dividends.filter((d) => d.date.startsWith(String(row.year)))
        const total = paid.reduce((s, d) => s + d.total, 0)
        const totalYield = paid.reduce((s, d) => s + (d.yield ?? 0), 0)
        const consistent =
          paid.length === 0
            ? row.total_dividend === null
            : Math.abs(n(row.total_dividend) - total) < 1e-6 && Math.abs(n(row.total_yield) - totalYield) < 1e-9
        if (!consistent) broken.push(`${row.symbol} ${row.year}`)
      }
    }
    expect(broken).toEqual([])
  })
})
