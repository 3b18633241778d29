import { describe, expect, it } from 'vitest'
import { generateDemoMarket } from './index'
import { allocate, ascendingRanks, quantileAt, rngFor } from './core/random'

describe('generateDemoMarket', () => {
  it('gives a deep-equal market for the same seed and scale', () => {
    const first = generateDemoMarket({ seed: 42, scale: 0.3 })
    const second = generateDemoMarket({ seed: 42, scale: 0.3 })
    expect(second).toEqual(first)
    expect(first.asOf).toBe('2026-11-20')
    // deep-comparing two whole markets (quarterly statements included) takes seconds on a busy machine
  }, 60_000)

  it('gives a different market for a different seed', () => {
    const a = generateDemoMarket({ seed: 1, scale: 0.2 })
    const b = generateDemoMarket({ seed: 2, scale: 0.2 })
    expect(b.idx.companies.map((c) => c.snapshot.company_name)).not.toEqual(
      a.idx.companies.map((c) => c.snapshot.company_name),
    )
    expect(b.auctions.map((x) => x.wiup_code)).not.toEqual(a.auctions.map((x) => x.wiup_code))
  })

  it('refuses a scale that is not a positive number', () => {
    expect(() => generateDemoMarket({ seed: 1, scale: 0 })).toThrow(RangeError)
    expect(() => generateDemoMarket({ seed: 1, scale: Number.NaN })).toThrow(RangeError)
  })
})

describe('random streams', () => {
  it('depend only on their seed, purpose and keys', () => {
    const draw = (seed: number, purpose: string, key: string) => {
      const rng = rngFor(seed, purpose, key)
      return [rng.next(), rng.normal(), rng.int(1, 6)]
    }
    expect(draw(1, 'price', 'banks/0')).toEqual(draw(1, 'price', 'banks/0'))
    expect(draw(1, 'price', 'banks/0')).not.toEqual(draw(1, 'price', 'banks/1'))
    expect(draw(1, 'price', 'banks/0')).not.toEqual(draw(2, 'price', 'banks/0'))
  })

  it('draw uniforms in [0, 1) with a plausible mean', () => {
    const rng = rngFor(9, 'uniform')
    const values = Array.from({ length: 20000 }, () => rng.next())
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...values)).toBeLessThan(1)
    expect(values.reduce((s, v) => s + v, 0) / values.length).toBeCloseTo(0.5, 2)
  })

  it('interpolate calibration quantiles, in log space for money', () => {
    const points = [
      [0, 10],
      [0.5, 100],
      [1, 1000],
    ] as const
    expect(quantileAt(points, 0.5)).toBe(100)
    expect(quantileAt(points, 0.25)).toBe(55)
    expect(quantileAt(points, 0.25, true)).toBeCloseTo(Math.sqrt(10 * 100), 8)
    expect(quantileAt(points, 2)).toBe(1000)
  })

  it('rank scores in ascending order, equal scores by the tie-break, as a comparison sort would', () => {
    const rng = rngFor(4, 'ranks')
    const distinct = Float64Array.from({ length: 5000 }, () => rng.normal())
    // a few scores repeated, and zero in both signs: these only a comparison sort orders by the tie-break
    const tied = Float64Array.from(distinct.slice(0, 200), (score, i) => (i % 7 === 0 ? 0.5 : score))
    tied[3] = -0
    tied[4] = 0
    const byTieBreak = (a: number, b: number) => b - a
    for (const scores of [distinct, tied]) {
      const order = Array.from(scores.keys()).sort((a, b) => (scores[a] ?? 0) - (scores[b] ?? 0) || byTieBreak(a, b))
      const expected = new Uint32Array(scores.length)
      order.forEach((i, rank) => (expected[i] = rank))
      expect(ascendingRanks(scores, byTieBreak)).toEqual(expected)
    }
  })

  it('allocate integer shares that add up, by largest remainder', () => {
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3])
    expect(allocate(979, [2, 36, 174, 147, 303, 315]).reduce((a, b) => a + b, 0)).toBe(979)
  })
})
