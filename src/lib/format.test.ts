import { describe, expect, it } from 'vitest'
import {
  formatCount,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPercentPoints,
  formatRatio,
  formatScaled,
  formatValue,
} from './format'

const plain = (text: string) => text.replaceAll('\u00a0', ' ')

describe('formatting', () => {
  it.each([
    [1_190_697_407_348_736, 'Rp 1.19 quadrillion'],
    [753_611_199_412_500, 'Rp 753.6 trillion'],
    [425_300_000_000, 'Rp 425.3 billion'],
    [12_500_000, 'Rp 12.5 million'],
    [8975, 'Rp 8,975'],
    [-4_426_618_000_000, '−Rp 4.43 trillion'],
    [50, 'Rp 50.00'],
  ])('writes %d rupiah as %s', (value, text) => {
    expect(plain(formatMoney(value, 'IDR'))).toBe(text)
  })

  it('writes Singapore dollars with cents for prices and words for large amounts', () => {
    expect(plain(formatMoney(69.1, 'SGD'))).toBe('S$ 69.10')
    expect(plain(formatMoney(194_775_527_849, 'SGD'))).toBe('S$ 194.8 billion')
  })

  it('writes fractions as percentages and ratios as multiples', () => {
    expect(plain(formatPercent(0.045))).toBe('4.5 %')
    expect(plain(formatPercent(-0.85))).toBe('−85 %')
    expect(plain(formatPercent(0.1234))).toBe('12.3 %')
    expect(formatRatio(12.4)).toBe('12.4×')
    expect(formatRatio(0.975)).toBe('0.98×')
  })

  it('spells dates out and shows missing values as a dash', () => {
    expect(formatDate('2000-05-31')).toBe('31 May 2000')
    expect(formatValue(null, 'IDR')).toBe('—')
    expect(formatValue(['LQ45', 'IDX30'], 'text')).toBe('LQ45, IDX30')
    expect(formatValue(3, 'rank')).toBe('#3')
  })

  it.each([
    [71_203.34, '71,203.3'],
    [-1_278.66, '−1,278.7'],
    [9.876, '9.88'],
    [-0.5, '−0.5'],
    [0, '0'],
    [12, '12'],
  ])('writes the figure %d, already in its stated scale, as %s', (value, text) => {
    expect(formatScaled(value)).toBe(text)
  })

  it('leaves a missing scaled figure to the caller, so the page can say it was not reported', () => {
    expect(formatScaled(null)).toBeUndefined()
    expect(formatScaled(undefined)).toBeUndefined()
    expect(formatScaled(Number.NaN)).toBeUndefined()
  })

  it('writes plain numbers, counts and percentage points with at most the digits asked for', () => {
    expect(formatNumber(1234.56)).toBe('1,235')
    expect(formatNumber(1234.56, 1)).toBe('1,234.6')
    expect(formatNumber(-3.214, 2)).toBe('−3.21')
    expect(formatCount(1_048_576)).toBe('1,048,576')
    expect(plain(formatPercentPoints(4.5))).toBe('4.5 %')
    expect(plain(formatPercentPoints(-12.345, 2))).toBe('−12.35 %')
    expect(plain(formatPercentPoints(36, 0))).toBe('36 %')
  })
})
