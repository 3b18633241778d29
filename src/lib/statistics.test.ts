import { describe, expect, it } from 'vitest'
import { median, quantile, spreadOf } from './statistics'

describe('order statistics', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull()
    expect(median([3, -1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('interpolates quartiles between neighbours and clamps the share', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2)
    expect(quantile([10, 20], 0.25)).toBe(12.5)
    expect(quantile([7], 0.9)).toBe(7)
    expect(quantile([1, 9], 2)).toBe(9)
  })

  it('states a spread with the count it rests on', () => {
    expect(spreadOf([])).toBeNull()
    expect(spreadOf([8, 2, 4, 6, 10])).toEqual({
      count: 5,
      min: 2,
      lowerQuartile: 4,
      median: 6,
      upperQuartile: 8,
      max: 10,
    })
  })
})
