import { describe, expect, it } from 'vitest'
import type { FieldUnit } from '../../../shared/catalogue'
import type { Locale } from '../../../shared/locale'
import { formatNumberText, parseNumberText } from './number-text'

describe('numbers typed in a field unit', () => {
  it.each<[Locale, string, FieldUnit, number]>([
    ['en', '10T', 'IDR', 1e13],
    ['en', '500B', 'IDR', 5e11],
    ['en', '2.5M', 'SGD', 2.5e6],
    ['en', '10 trillion', 'IDR', 1e13],
    ['en', 'Rp 1,500,000', 'IDR', 1.5e6],
    ['en', '-3bn', 'SGD', -3e9],
    ['en', '1.2k', 'count', 1200],
    ['en', '5%', 'percent', 0.05],
    ['en', '5', 'percent', 0.05],
    ['en', '4.1', 'percent', 0.041],
    ['en', '-0.5 %', 'percent', -0.005],
    ['en', '15', 'ratio', 15],
    ['en', '15x', 'ratio', 15],
    ['en', '1e3', 'rank', 1000],
    ['en', '.5', 'score', 0.5],
    ['id', '10T', 'IDR', 1e13],
    ['id', '500M', 'IDR', 5e11],
    ['id', '2,5jt', 'IDR', 2.5e6],
    ['id', '10 triliun', 'IDR', 1e13],
    ['id', 'Rp 1.500.000', 'IDR', 1.5e6],
    ['id', '1,5rb', 'count', 1500],
    ['id', '4,1', 'percent', 0.041],
    ['id', '17,5x', 'ratio', 17.5],
  ])('in %s reads %j in %s as %d', (locale, text, unit, value) => {
    expect(parseNumberText(text, unit, locale)).toBe(value)
  })

  it.each<[Locale, string, FieldUnit]>([
    ['en', '', 'IDR'],
    ['en', 'ten', 'IDR'],
    ['en', '10T', 'percent'],
    ['en', '5%', 'ratio'],
    ['en', '15x', 'IDR'],
    ['en', '3M', 'rank'],
    ['en', '1e999', 'count'],
    ['en', '1.2.3', 'count'],
    ['id', '2,5B', 'IDR'],
    ['id', '1,2,3', 'count'],
  ])('in %s refuses %j in %s', (locale, text, unit) => {
    expect(parseNumberText(text, unit, locale)).toBeNull()
  })

  it.each<[Locale, number, FieldUnit, string]>([
    ['en', 1e13, 'IDR', '10T'],
    ['en', 2.5e6, 'SGD', '2.5M'],
    ['en', 123456789, 'IDR', '123456789'],
    ['en', 0.041, 'percent', '4.1'],
    ['en', 15, 'ratio', '15'],
    ['id', 1e13, 'IDR', '10T'],
    ['id', 5e11, 'IDR', '500M'],
    ['id', 2.5e6, 'SGD', '2,5jt'],
    ['id', 0.041, 'percent', '4,1'],
    ['id', 17.5, 'ratio', '17,5'],
  ])('in %s shows %d in %s as %j, which reads back the same', (locale, value, unit, text) => {
    expect(formatNumberText(value, unit, locale)).toBe(text)
    expect(parseNumberText(text, unit, locale)).toBe(value)
  })

  it('reads English when no language is given', () => {
    expect(parseNumberText('2.5M', 'SGD')).toBe(2.5e6)
    expect(formatNumberText(2.5e6, 'SGD')).toBe('2.5M')
  })
})
