import { describe, expect, it } from 'vitest'
import { peerChart, type PeerRow } from './peer-metrics'

/** A peer with only the fields the chart reads set; the rest not reported. */
const peer = (symbol: string, pe: number | null, self = false): PeerRow => ({
  symbol,
  company_name: symbol,
  year: 2025,
  group: self ? ['self'] : ['sub_sector'],
  market_cap: null,
  net_income: null,
  total_assets: null,
  total_equity: null,
  total_liabilities: null,
  pretax_income: null,
  total_revenue: null,
  operating_expense: null,
  pe_ttm: pe,
  pb_mrq: null,
  yearly_mcap_chg: null,
  employee_num: null,
  revenue_breakdown: null,
  int_income_breakdown: null,
  operating_expense_breakdown: null,
  self,
})

describe('peer chart', () => {
  const rows = [
    peer('AAAA', 10, true),
    peer('BBBB', 12),
    peer('CCCC', 8),
    peer('DDDD', 11),
    peer('EEEE', 400),
    peer('FFFF', null),
  ]

  it('places the company among its peers, largest first, with the median of those that report', () => {
    const chart = peerChart(rows, 'pe_ttm')
    expect(chart.bars.map((bar) => bar.symbol)).toEqual(['EEEE', 'BBBB', 'DDDD', 'AAAA', 'CCCC'])
    expect(chart.median).toBe(11)
    expect(chart.bars.find((bar) => bar.symbol === 'AAAA')?.self).toBe(true)
    expect(chart.missing).toEqual(['FFFF'])
  })

  it('clips an outlier to the fence and keeps its real value for the label', () => {
    const outlier = peerChart(rows, 'pe_ttm').bars[0]
    expect(outlier).toMatchObject({ symbol: 'EEEE', value: 400, clipped: true })
    expect(outlier?.drawn).toBeLessThan(400)
    expect(peerChart(rows, 'pe_ttm').bars.filter((bar) => bar.clipped)).toHaveLength(1)
  })
})
