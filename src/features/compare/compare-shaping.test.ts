import { describe, expect, it } from 'vitest'
import type { CompanyFigures, FigureId } from '../../lib/companies/company-figures'
import { figureRows, rebasePrices } from './compare-shaping'

const company = (
  symbol: string,
  market: 'idx' | 'sgx',
  values: Partial<Record<FigureId, number | null>>,
): CompanyFigures => ({
  market,
  symbol,
  name: `${symbol} company`,
  currency: market === 'idx' ? 'IDR' : 'SGD',
  values: {
    last_close: null,
    daily_change: null,
    market_cap: null,
    pe: null,
    pb: null,
    ps: null,
    dividend_yield: null,
    change_1y: null,
    payout_ratio: null,
    ...values,
  },
})

const row = (rows: ReturnType<typeof figureRows>, id: FigureId) => rows.find((r) => r.figure.id === id)

describe('figureRows', () => {
  it('marks the lowest positive P/E (a loss-maker is not cheap) and the highest yield; missing is "—"', () => {
    const rows = figureRows([
      company('AAAA', 'idx', { pe: -4, dividend_yield: 0.05 }),
      company('BBBB', 'idx', { pe: 12, dividend_yield: null }),
      company('CCCC', 'idx', { pe: 8.5, dividend_yield: 0.02 }),
    ])
    expect(row(rows, 'pe')?.cells.map((c) => [c.symbol, c.best])).toEqual([
      ['AAAA', false],
      ['BBBB', false],
      ['CCCC', true],
    ])
    expect(row(rows, 'dividend_yield')?.cells.map((c) => [c.text, c.best])).toEqual([
      ['5\u00a0%', true],
      ['—', false],
      ['2\u00a0%', false],
    ])
  })

  it('states each amount in its own currency and compares amounts only within one currency', () => {
    const one = figureRows([company('AAAA', 'idx', { market_cap: 5e12 }), company('BBBB', 'idx', { market_cap: 9e12 })])
    expect(row(one, 'market_cap')?.cells.map((c) => c.best)).toEqual([false, true])
    const mixed = figureRows([
      company('AAAA', 'idx', { market_cap: 5e12, pe: 10 }),
      company('D05', 'sgx', { market_cap: 9e10, pe: 9 }),
    ])
    const cap = row(mixed, 'market_cap')
    expect(cap?.cells.map((c) => c.text)).toEqual(['Rp\u00a05\u00a0trillion', 'S$\u00a090\u00a0billion'])
    expect(cap?.cells.some((c) => c.best)).toBe(false)
    expect(cap?.note).toBe('currencies')
    // ratios have no currency: they are compared across markets
    expect(row(mixed, 'pe')?.cells.map((c) => c.best)).toEqual([false, true])
  })

  it('marks nothing with fewer than two values to compare', () => {
    const rows = figureRows([company('AAAA', 'idx', { pb: 2 }), company('BBBB', 'idx', { pb: null })])
    expect(row(rows, 'pb')?.cells.some((c) => c.best)).toBe(false)
  })
})

describe('rebasePrices', () => {
  it('rebases each company to 100 at its first close and leaves a gap where a day has no close', () => {
    const rows = rebasePrices([
      {
        symbol: 'AAAA',
        prices: [
          { symbol: 'AAAA.JK', date: '2026-01-02', close: 2000, volume: 1, market_cap: 1 },
          { symbol: 'AAAA.JK', date: '2026-01-05', close: 2500, volume: 1, market_cap: 1 },
        ],
      },
      {
        symbol: 'D05',
        prices: [
          { symbol: 'D05', date: '2026-01-02', close: null, volume: null },
          { symbol: 'D05', date: '2026-01-05', close: 40, volume: 1 },
          { symbol: 'D05', date: '2026-01-06', close: 30, volume: 1 },
        ],
      },
    ])
    expect(rows).toEqual([
      { date: '2026-01-02', AAAA: 100, D05: null },
      { date: '2026-01-05', AAAA: 125, D05: 100 },
      { date: '2026-01-06', AAAA: null, D05: 75 },
    ])
  })
})
