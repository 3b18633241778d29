import { describe, expect, it } from 'vitest'
import { movingAverage, priceChartRows } from './price-series'

const day = (date: string, close: number | null, volume: number | null = 1_000) => ({
  symbol: 'BBCA.JK',
  date,
  close,
  volume,
})

describe('the moving average', () => {
  it('is the mean of the last n closes, none until n closes have been seen', () => {
    // by hand: (10 + 12 + 14) / 3 = 12, (12 + 14 + 13) / 3 = 13, (14 + 13 + 18) / 3 = 15
    expect(movingAverage([10, 12, 14, 13, 18], 3)).toEqual([null, null, 12, 13, 15])
  })

  it('skips a day without a close, reaching one close further back', () => {
    // by hand: (10 + 20) / 2 = 15 on day 2; day 3 has no close; (20 + 40) / 2 = 30 on day 4; (40 + 50) / 2 = 45
    expect(movingAverage([10, 20, null, 40, 50], 2)).toEqual([null, 15, null, 30, 45])
  })

  it('keeps its sum exact over a long run (a 20-day mean of a rising series)', () => {
    const closes = Array.from({ length: 60 }, (_, i) => 1_000 + i * 5)
    const averages = movingAverage(closes, 20)
    // the mean of 20 evenly spaced closes is the mean of the first and last: day 59 spans 1,200 … 1,295
    expect(averages[59]).toBeCloseTo((1_200 + 1_295) / 2, 9)
    expect(averages.slice(0, 19).every((value) => value === null)).toBe(true)
    expect(averages[19]).toBeCloseTo((1_000 + 1_095) / 2, 9)
  })
})

describe('the price chart’s rows', () => {
  const lead = [day('2026-01-01', 100), day('2026-01-02', 110)]
  const prices = [day('2026-01-05', 120), day('2026-01-06', 90), day('2026-01-07', 150)]

  it('gives each day its close and its change from the range’s first close', () => {
    const rows = priceChartRows({ prices, lead, averages: [], index: null })
    expect(rows.map((row) => row.price)).toEqual([120, 90, 150])
    expect(rows[0]?.change).toBe(0)
    expect(rows[1]?.change).toBeCloseTo(-0.25, 12)
    expect(rows[2]?.change).toBeCloseTo(0.25, 12)
  })

  it('starts the averages asked for on the range’s first day, from the days fetched before it', () => {
    const history = Array.from({ length: 260 }, (_, i) => day(`d${String(i).padStart(3, '0')}`, 100 + (i % 7)))
    const rows = priceChartRows({
      prices: history.slice(200),
      lead: history.slice(0, 200),
      averages: [20, 200],
      index: null,
    })
    const closes = history.map((entry) => entry.close ?? 0)
    const mean = (from: number, to: number) => closes.slice(from, to).reduce((a, b) => a + b, 0) / (to - from)
    expect(rows[0]?.ma20).toBeCloseTo(mean(181, 201), 9)
    expect(rows[0]?.ma200).toBeCloseTo(mean(1, 201), 9)
    expect(rows.at(-1)?.ma200).toBeCloseTo(mean(60, 260), 9)
    expect(rows[0]).not.toHaveProperty('ma50')
  })

  it('rebases the close, its averages and the index to 100 at their first common day', () => {
    const index = new Map([
      ['2026-01-06', 6_000],
      ['2026-01-07', 6_600],
    ])
    const rows = priceChartRows({ prices, lead, averages: [], index })
    // the index has no level on the 5th: both lines are 100 on the 6th (close 90, level 6,000)
    expect(rows[0]?.index).toBeNull()
    expect(rows[1]?.index).toBe(100)
    expect(rows[2]?.index).toBeCloseTo(110, 9)
    expect(rows[1]?.price).toBe(100)
    expect(rows[2]?.price).toBeCloseTo((150 / 90) * 100, 9)
    expect(rows[0]?.close).toBe(120)
  })
})
