import { describe, expect, it } from 'vitest'
import { axisFormat, MAX_BARS, metricChartData, valueAxis } from './chart-data'

const row = (symbol: string, sorted_by: number | null) => ({ symbol, company_name: `${symbol} Tbk`, sorted_by })

describe('the metric chart’s data', () => {
  it('charts the first companies that report the metric, in the list’s order, with the group’s median', () => {
    const rows = [
      row('A', 5),
      row('B', -2),
      row('C', null),
      ...Array.from({ length: 40 }, (_, i) => row(`X${String(i)}`, 1)),
    ]
    const data = metricChartData(rows)
    expect(data.bars).toHaveLength(MAX_BARS)
    expect(data.bars.slice(0, 3)).toEqual([
      { rank: 1, symbol: 'A', companyName: 'A Tbk', value: 5 },
      { rank: 2, symbol: 'B', companyName: 'B Tbk', value: -2 },
      { rank: 4, symbol: 'X0', companyName: 'X0 Tbk', value: 1 },
    ])
    expect(data.median).toBe(1)
    expect(data.reported).toBe(42)
    expect(data.total).toBe(43)
  })

  it('scales money axes to words and keeps the period in the unit', () => {
    const money = axisFormat('IDR, FY2025', [2.5e12, -4e11])
    expect(money.unit).toBe('IDR trillions, FY2025')
    expect(money.tick(-1.25e12)).toBe('−1.3')
    expect(axisFormat('IDR per share, FY2025', [350]).unit).toBe('IDR per share, FY2025')
    expect(axisFormat('%, FY2025', [0.05]).tick(0.045)).toBe('4.5')
    expect(axisFormat('×, FY2025', [12]).tick(-3.21)).toBe('−3.2')
  })
})

describe('the value axis', () => {
  it('includes zero, leaves room for the labels and ends on round ticks', () => {
    // a loss of 16.9 trillion beside a profit of 77 billion: room left of the loss and right of the profit
    expect(valueAxis([-16.9e12, 77.3e9])).toEqual({
      domain: [-25e12, 10e12],
      ticks: [-25e12, -20e12, -15e12, -10e12, -5e12, 0, 5e12, 10e12],
    })
    expect(valueAxis([0.05, 0.12]).ticks).toEqual([0, 0.05, 0.1, 0.15, 0.2])
    expect(valueAxis([0.3]).ticks).toEqual([0, 0.1, 0.2, 0.3, 0.4])
    expect(valueAxis([])).toEqual({ domain: [0, 1.2], ticks: [0, 0.2, 0.4, 0.6, 0.8, 1, 1.2] })
  })
})
