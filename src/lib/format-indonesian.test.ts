import { describe, expect, it } from 'vitest'
import { moneyScale } from './figures'
import {
  formatCount,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPoints,
  formatRatio,
  formatScaled,
  formatSignedPercent,
  formatValue,
} from './format'

/** The non-breaking spaces between a figure and its unit, as spaces, so that the expected text reads plainly. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ')

describe('formatting in Indonesian', () => {
  it.each([
    [747_412_000_000_000, 'Rp 747,4 T'],
    [2_530_000_000_000_000, 'Rp 2.530 T'],
    [49_150_000_000, 'Rp 49,15 M'],
    [425_300_000_000, 'Rp 425,3 M'],
    [12_500_000, 'Rp 12,5 jt'],
    [1385, 'Rp 1.385'],
    [-4_426_618_000_000, '−Rp 4,43 T'],
    [50, 'Rp 50,00'],
  ])('writes %d rupiah as %s', (value, text) => {
    expect(plain(formatMoney(value, 'IDR', 'id'))).toBe(text)
  })

  it('writes Singapore dollars in the same conventions', () => {
    expect(plain(formatMoney(69.1, 'SGD', 'id'))).toBe('S$ 69,10')
    expect(plain(formatMoney(194_775_527_849, 'SGD', 'id'))).toBe('S$ 194,8 M')
    expect(plain(formatMoney(1_250_000, 'SGD', 'id'))).toBe('S$ 1,25 jt')
  })

  it('writes percentages and multiples with a decimal comma', () => {
    expect(plain(formatPercent(-0.0337, 'id'))).toBe('−3,37 %')
    expect(plain(formatPercent(0.1234, 'id'))).toBe('12,3 %')
    expect(plain(formatSignedPercent(0.045, 'id'))).toBe('+4,5 %')
    expect(formatRatio(17.3, 'id')).toBe('17,3×')
    expect(formatRatio(0.975, 'id')).toBe('0,98×')
  })

  it('writes thousands with a dot', () => {
    expect(formatNumber(1234.56, 1, 'id')).toBe('1.234,6')
    expect(formatCount(1_048_576, 'id')).toBe('1.048.576')
    expect(formatScaled(71_203.34, 'id')).toBe('71.203,3')
    expect(formatScaled(-1_278.66, 'id')).toBe('−1.278,7')
    expect(formatPoints(7234.56, 'id')).toBe('7.234,56')
  })

  it.each([
    ['2026-11-20', '20 Nov 2026'],
    ['2026-05-04', '4 Mei 2026'],
    ['2026-08-17', '17 Agu 2026'],
    ['2026-10-01', '1 Okt 2026'],
    ['2026-12-31', '31 Des 2026'],
  ])('spells out %s with Indonesian month names: %s', (date, text) => {
    expect(formatDate(date, 'id')).toBe(text)
  })

  it('formats screener values by their unit', () => {
    expect(plain(formatValue(747_412_000_000_000, 'IDR', 'id'))).toBe('Rp 747,4 T')
    expect(formatValue('2026-05-04', 'date', 'id')).toBe('4 Mei 2026')
    expect(formatValue(null, 'IDR', 'id')).toBe('—')
    expect(formatValue(7.25, 'score', 'id')).toBe('7,3')
  })

  it('names chart scales in Indonesian', () => {
    expect(moneyScale([747_412_000_000_000], 'IDR', 'id')).toEqual({ divisor: 1e12, unit: 'IDR triliun' })
    expect(moneyScale([49_150_000_000], 'IDR', 'id')).toEqual({ divisor: 1e9, unit: 'IDR miliar' })
    expect(moneyScale([747_412_000_000_000], 'IDR')).toEqual({ divisor: 1e12, unit: 'IDR trillions' })
  })
})

describe('formatting in English, unchanged by the second language', () => {
  it('keeps the English conventions', () => {
    expect(plain(formatMoney(747_412_000_000_000, 'IDR', 'en'))).toBe('Rp 747.4 trillion')
    expect(plain(formatMoney(2_530_000_000_000_000, 'IDR', 'en'))).toBe('Rp 2.53 quadrillion')
    expect(plain(formatPercent(-0.0337, 'en'))).toBe('−3.37 %')
    expect(formatRatio(17.3, 'en')).toBe('17.3×')
    expect(formatDate('2026-05-04', 'en')).toBe('4 May 2026')
    expect(formatCount(1_048_576, 'en')).toBe('1,048,576')
  })
})
