import { describe, expect, it } from 'vitest'
import { idxSymbol, parseTicker } from './ticker'

describe('parseTicker', () => {
  it.each([
    ['idx', 'BBCA', 'BBCA'],
    ['idx', 'bbca.jk', 'BBCA'],
    ['idx', ' Bbca.JK ', 'BBCA'],
    ['idx', 'BBC', null],
    ['idx', 'BBCA1', null],
    ['idx', 'BB1A', null],
    ['idx', 'BBCA.SI', null],
    ['sgx', 'D05', 'D05'],
    ['sgx', 'c6l.si', 'C6L'],
    ['sgx', 'D05.JK', null],
    ['sgx', 'BBCA', null],
    ['sgx', '', null],
  ] as const)('%s %j → %j', (market, text, expected) => {
    expect(parseTicker(market, text)).toBe(expected)
  })

  it('gives the IDX data symbol of a ticker', () => {
    expect(idxSymbol('BBCA')).toBe('BBCA.JK')
  })
})
