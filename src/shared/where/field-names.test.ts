import { describe, expect, it } from 'vitest'
import { isCalendarDate } from './describe'
import { editDistance } from './field-names'

const distances: readonly (readonly [string, string, number])[] = [
  ['revenue', 'revenue', 0],
  ['revenu', 'revenue', 1],
  ['ebitad', 'ebitda', 1],
  ['pe_tmm', 'pe_ttm', 1],
  ['foo', 'roe', 2],
  ['', 'abc', 3],
  ['market', 'market_cap', 4],
]

describe('editDistance', () => {
  it.each(distances)('%s → %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance)
    expect(editDistance(b, a)).toBe(distance)
  })
})

describe('isCalendarDate', () => {
  it.each(['2020-01-01', '2020-02-29', '2000-02-29', '1999-12-31', '2100-06-30'])('accepts %s', (text) => {
    expect(isCalendarDate(text)).toBe(true)
  })

  it.each([
    '2021-02-29',
    '1900-02-29',
    '2020-13-01',
    '2020-00-10',
    '2020-04-31',
    '2020-01-00',
    '2020-1-1',
    '20200101',
    '',
  ])('rejects %j', (text) => {
    expect(isCalendarDate(text)).toBe(false)
  })
})
