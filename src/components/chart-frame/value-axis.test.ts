import { describe, expect, it } from 'vitest'
import { formatFigure, formatPercentPoints } from '../../lib/format'
import { logAxis, valueAxis } from './value-axis'

const plain = (text: string) => text.replaceAll('\u00a0', ' ')
const labels = (axis: ReturnType<typeof valueAxis>) => axis.ticks.map((tick) => plain(axis.tickFormatter(tick)))

describe('the value axis', () => {
  it('ends on a round tick above the data instead of printing the data’s own maximum', () => {
    const eps = valueAxis([12.5, 65.36036805210074, 40.1], formatFigure)
    expect(eps.domain).toEqual([0, 80])
    expect(labels(eps)).toEqual(['0', '20', '40', '60', '80'])
  })

  it('makes zero a tick when the range crosses it, with negatives below', () => {
    const cashFlow = valueAxis([-102.6, -22.6, 17.4, 40.5], formatFigure)
    expect(cashFlow.ticks).toEqual([-150, -100, -50, 0, 50])
    expect(labels(cashFlow)).toEqual(['−150', '−100', '−50', '0', '50'])
    expect(valueAxis([-5, -15, undefined], formatFigure).ticks).toEqual([-15, -10, -5, 0])
  })

  it('starts bars at zero, ignores missing values and draws an axis when there are none', () => {
    expect(valueAxis([10, 50, null], formatFigure).ticks).toEqual([0, 10, 20, 30, 40, 50])
    expect(valueAxis([], formatFigure).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1])
    expect(valueAxis([0, null], formatFigure).domain).toEqual([0, 1])
  })

  it('writes the labels with the formatter it is given, without floating-point noise', () => {
    const margin = valueAxis([0.1, 0.2, 0.3], (points) => formatPercentPoints(points, 2))
    expect(labels(margin)).toEqual(['0 %', '0.1 %', '0.2 %', '0.3 %'])
    expect(valueAxis([0.05, 0.12], formatFigure).ticks).toEqual([0, 0.025, 0.05, 0.075, 0.1, 0.125])
  })

  it('leaves room for labels at the bars’ ends when asked, on about as many steps as asked', () => {
    // a loss of 16.9 trillion beside a profit of 77 billion: room left of the loss and right of the profit
    const axis = valueAxis([-16.9e12, 77.3e9], formatFigure, { room: 0.2, steps: 6 })
    expect(axis.domain).toEqual([-25e12, 5e12])
    expect(axis.ticks).toEqual([-25e12, -20e12, -15e12, -10e12, -5e12, 0, 5e12])
    expect(valueAxis([0.3], formatFigure, { room: 0.2, steps: 6 }).ticks).toEqual([0, 0.1, 0.2, 0.3, 0.4])
  })

  it('counts whole things in whole steps', () => {
    const auctions = valueAxis([1, 3, 2], formatFigure, { whole: true })
    expect(auctions.ticks).toEqual([0, 1, 2, 3])
    expect(auctions.allowDecimals).toBe(false)
  })

  it('never steps a count by a fraction, where a round step of 2.5 would print 0, 3, 5, 8, 10, 13', () => {
    const auctions = valueAxis([13, 4, 7], formatFigure, { whole: true })
    expect(labels(auctions)).toEqual(['0', '5', '10', '15'])
    expect(valueAxis([9, 4], formatFigure, { whole: true }).ticks).toEqual([0, 2, 4, 6, 8, 10])
    // larger counts keep the quarter steps that are whole numbers (25, 250)
    expect(valueAxis([110], formatFigure, { whole: true }).ticks).toEqual([0, 25, 50, 75, 100, 125])
    for (const high of [1, 2, 3, 7, 13, 19, 33, 47, 101, 999]) {
      const ticks = valueAxis([high], formatFigure, { whole: true }).ticks
      expect(ticks.every(Number.isInteger), `counts up to ${String(high)}: ${ticks.join(', ')}`).toBe(true)
    }
  })

  it('makes the base of a rebased series a tick, the grid laid out from it', () => {
    // rebased prices from 55 to 275: the round step is 50, so 100 is a tick and so is every 50 from it
    const rebased = valueAxis([55, 140, 275], formatFigure, { zeroBased: false, anchor: 100 })
    expect(rebased.ticks).toContain(100)
    expect(rebased.ticks).toEqual([50, 100, 150, 200, 250, 300])
    // a step that does not divide 100 (250) still passes through 100
    const wide = valueAxis([80, 1_300], formatFigure, { zeroBased: false, anchor: 100 })
    expect(wide.ticks).toEqual([100, 350, 600, 850, 1_100, 1_350])
    expect(wide.domain).toEqual([0, 1_350])
    // the base is on the axis even when the series never returns to it
    expect(valueAxis([120, 180], formatFigure, { zeroBased: false, anchor: 100 }).domain[0]).toBeLessThanOrEqual(100)
  })

  it('spans only the data for a line of prices, zero a tick only where the data reaches it', () => {
    const prices = valueAxis([8_210, 8_975, 9_430], formatFigure, { zeroBased: false })
    expect(prices.ticks).toEqual([8_000, 8_250, 8_500, 8_750, 9_000, 9_250, 9_500])
    expect(labels(prices)[0]).toBe('8,000')
    expect(valueAxis([-3, 4], formatFigure, { zeroBased: false }).ticks).toContain(0)
  })
})

describe('the log axis', () => {
  it('ticks at 1, 2 and 5 times the powers of ten a long run of prices spans', () => {
    const axis = logAxis([180, 950, 4_300], formatFigure)
    expect(axis.ticks).toEqual([100, 200, 500, 1_000, 2_000, 5_000])
    expect(axis.domain).toEqual([100, 5_000])
  })

  it('falls back to the round linear ticks within one decade, above zero', () => {
    const axis = logAxis([8_210, 9_430, 0, null], formatFigure)
    expect(axis.ticks).toEqual([8_000, 8_250, 8_500, 8_750, 9_000, 9_250, 9_500])
    expect(axis.ticks.every((tick) => tick > 0)).toBe(true)
  })
})
