import { describe, expect, it } from 'vitest'
import { firstInOrder } from './order'
import { rngFor } from './random'

describe('firstInOrder', () => {
  it('takes what sorting and slicing would take, ties in their original order', () => {
    const rng = rngFor(7, 'order-test')
    // few distinct values, so that most comparisons are ties a stable sort keeps in order
    const items = Array.from({ length: 5_000 }, (_, id) => ({ id, value: rng.int(0, 40) }))
    const byValue = (a: { value: number }, b: { value: number }) => b.value - a.value
    for (const count of [0, 1, 20, 333, 5_000, 6_000])
      expect(firstInOrder(items, count, byValue)).toEqual([...items].sort(byValue).slice(0, count))
  })
})
