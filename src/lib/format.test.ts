import { describe, expect, it } from 'vitest'
import { formatDate, formatMoney, formatPercent, formatRatio, formatValue } from './format'

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
})
