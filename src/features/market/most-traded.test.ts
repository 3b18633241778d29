import { describe, expect, it } from 'vitest'
import { mostTradedOver } from './most-traded'

const row = (symbol: string, volume: number, price: number | null) => ({
  symbol,
  company_name: `Company ${symbol}`,
  volume,
  price,
})

const ANSWER = {
  '2026-11-20': [row('AAAA.JK', 1_000, 50), row('BBBB.JK', 300, 1_000)],
  '2026-11-19': [row('AAAA.JK', 2_000, 40), row('CCCC.JK', 500, 100)],
}

describe('most traded over a period', () => {
  it('sums each company’s volume and value over the days it was in a day’s list', () => {
    const companies = mostTradedOver(ANSWER, 'volume')
    expect(companies.map((company) => company.symbol)).toEqual(['AAAA.JK', 'CCCC.JK', 'BBBB.JK'])
    expect(companies[0]).toEqual({
      symbol: 'AAAA.JK',
      name: 'Company AAAA.JK',
      days: 2,
      volume: 3_000,
      value: 2_000 * 40 + 1_000 * 50,
      // the close of the latest day, whatever order the answer's keys came in
      lastPrice: 50,
    })
  })

  it('ranks by value when asked', () => {
    expect(mostTradedOver(ANSWER, 'value').map((company) => [company.symbol, company.value])).toEqual([
      ['BBBB.JK', 300_000],
      ['AAAA.JK', 130_000],
      ['CCCC.JK', 50_000],
    ])
  })

  it('leaves the value unknown, never short, when a day’s close is missing', () => {
    const companies = mostTradedOver(
      { '2026-11-20': [row('AAAA.JK', 10, null)], '2026-11-19': [row('AAAA.JK', 5, 2)] },
      'value',
    )
    expect(companies[0]?.value).toBeNull()
    expect(companies[0]?.volume).toBe(15)
  })
})
