import { describe, expect, it } from 'vitest'
import { axisFormat, MAX_BARS, metricChartData } from './chart-data'

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
