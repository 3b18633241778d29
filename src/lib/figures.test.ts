import { describe, expect, it } from 'vitest'
import { change, moneyScale } from './figures'

describe('year-on-year change', () => {
  it('is a fraction on a positive base', () => {
    expect(change(110, 100)).toBeCloseTo(0.1)
    expect(change(-50, 100)).toBeCloseTo(-1.5)
  })

  it('is "n.m." on a zero or negative base, never a misleading rate', () => {
    expect(change(50, -100)).toBe('n.m.')
    expect(change(-150, -100)).toBe('n.m.')
    expect(change(10, 0)).toBe('n.m.')
  })

  it('is unknown when either year is not reported', () => {
    expect(change(null, 100)).toBeNull()
    expect(change(100, undefined)).toBeNull()
  })
})

describe('money scale', () => {
  it('draws in the largest unit that keeps at least ten of it', () => {
    expect(moneyScale([71_203_262_383_008, -2e12], 'IDR').unit).toBe('IDR trillions')
    expect(moneyScale([5e12, null], 'IDR').unit).toBe('IDR billions')
    expect(moneyScale([6_900_217_416], 'SGD').unit).toBe('SGD millions')
    expect(moneyScale([null], 'SGD')).toEqual({ divisor: 1, unit: 'SGD' })
  })
})
