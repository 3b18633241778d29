import { describe, expect, it } from 'vitest'
import { moversOf } from './movers'

const row = (symbol: string, change: number | null) => ({
  symbol,
  name: `Company ${symbol}`,
  price_change: change,
  last_close_price: 1000,
  latest_close_date: '2026-11-20',
})

describe('movers of a period', () => {
  it('takes the period asked for, largest rise and largest fall first', () => {
    const answer = {
      top_gainers: { '7d': [row('AAAA.JK', 0.1), row('BBBB.JK', 0.4)], '1d': [row('ZZZZ.JK', 0.9)] },
      top_losers: { '7d': [row('CCCC.JK', -0.05), row('DDDD.JK', -0.3)] },
    }
    const movers = moversOf(answer, '7d')
    expect(movers.gainers.map((mover) => [mover.symbol, mover.change])).toEqual([
      ['BBBB.JK', 0.4],
      ['AAAA.JK', 0.1],
    ])
    expect(movers.losers.map((mover) => mover.symbol)).toEqual(['DDDD.JK', 'CCCC.JK'])
    expect(movers.gainers[0]).toEqual({
      symbol: 'BBBB.JK',
      name: 'Company BBBB.JK',
      change: 0.4,
      close: 1000,
      closeDate: '2026-11-20',
    })
  })

  it('never lists a faller among the gainers or a riser among the losers; a missing change goes last', () => {
    const answer = {
      top_gainers: { '1d': [row('FLAT.JK', 0), row('DOWN.JK', -0.01), row('NONE.JK', null), row('UP.JK', 0.02)] },
      top_losers: { '1d': [row('UP.JK', 0.02), row('DOWN.JK', -0.01)] },
    }
    const movers = moversOf(answer, '1d')
    expect(movers.gainers.map((mover) => mover.symbol)).toEqual(['UP.JK', 'NONE.JK'])
    expect(movers.losers.map((mover) => mover.symbol)).toEqual(['DOWN.JK'])
  })

  it('gives empty lists for a period or a classification the answer lacks', () => {
    expect(moversOf({}, '30d')).toEqual({ gainers: [], losers: [] })
  })
})
