import { describe, expect, it } from 'vitest'
import type { FieldUnit } from '../../../shared/catalogue'
import { formatNumberText, parseNumberText } from './number-text'

describe('numbers typed in a field unit', () => {
  it.each([
    ['10T', 'IDR', 1e13],
    ['500B', 'IDR', 5e11],
    ['2.5M', 'SGD', 2.5e6],
    ['10 trillion', 'IDR', 1e13],
    ['Rp 1,500,000', 'IDR', 1.5e6],
    ['-3bn', 'SGD', -3e9],
    ['1.2k', 'count', 1200],
    ['5%', 'percent', 0.05],
    ['5', 'percent', 0.05],
    ['4.1', 'percent', 0.041],
    ['-0.5 %', 'percent', -0.005],
    ['15', 'ratio', 15],
    ['15x', 'ratio', 15],
    ['1e3', 'rank', 1000],
    ['.5', 'score', 0.5],
  ] as const)('reads %j in %s as %d', (text, unit: FieldUnit, value) => {
    expect(parseNumberText(text, unit)).toBe(value)
  })

  it.each([
    ['', 'IDR'],
    ['ten', 'IDR'],
    ['10T', 'percent'],
    ['5%', 'ratio'],
    ['15x', 'IDR'],
    ['3M', 'rank'],
    ['1e999', 'count'],
    ['1.2.3', 'count'],
  ] as const)('refuses %j in %s', (text, unit: FieldUnit) => {
    expect(parseNumberText(text, unit)).toBeNull()
  })

  it.each([
    [1e13, 'IDR', '10T'],
    [2.5e6, 'SGD', '2.5M'],
    [123456789, 'IDR', '123456789'],
    [0.041, 'percent', '4.1'],
    [15, 'ratio', '15'],
  ] as const)('shows %d in %s as %j, which reads back the same', (value, unit: FieldUnit, text) => {
    expect(formatNumberText(value, unit)).toBe(text)
    expect(parseNumberText(text, unit)).toBe(value)
  })

  describe('in Indonesian', () => {
    it.each([
      ['10T', 'IDR', 1e13],
      ['500M', 'IDR', 5e11],
      ['2,5jt', 'IDR', 2.5e6],
      ['10 triliun', 'IDR', 1e13],
      ['Rp 1.500.000', 'IDR', 1.5e6],
      ['1,5rb', 'count', 1500],
      ['4,1', 'percent', 0.041],
      ['17,5x', 'ratio', 17.5],
    ] as const)('reads %j in %s as %d', (text, unit: FieldUnit, value) => {
      expect(parseNumberText(text, unit, 'id')).toBe(value)
    })

    it.each([
      ['2,5B', 'IDR'],
      ['1,2,3', 'count'],
    ] as const)('refuses %j in %s', (text, unit: FieldUnit) => {
      expect(parseNumberText(text, unit, 'id')).toBeNull()
    })

    it.each([
      [1e13, 'IDR', '10T'],
      [5e11, 'IDR', '500M'],
      [2.5e6, 'SGD', '2,5jt'],
      [0.041, 'percent', '4,1'],
      [17.5, 'ratio', '17,5'],
    ] as const)('shows %d in %s as %j, which reads back the same', (value, unit: FieldUnit, text) => {
      expect(formatNumberText(value, unit, 'id')).toBe(text)
      expect(parseNumberText(text, unit, 'id')).toBe(value)
    })
  })
})
