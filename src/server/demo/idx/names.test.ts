import { describe, expect, it } from 'vitest'
import { CLOSING_WORDS, LEADING_WORDS } from './name-words'
import { DENIED_IDX_SYMBOLS, IdxNameRegistry } from './names'
import { at, rngFor } from '../core/random'

const INDUSTRY = ['Energi', 'Kimia', 'Properti', 'Logistik', 'Semen', 'Pangan', 'Tambang', 'Medika']

/** "PT Sinar Energi Abadi Tbk" and so on: every name starts with "PT", the case that used to exhaust P???. */
const nameOf = (i: number) =>
  `PT ${at(LEADING_WORDS, i % LEADING_WORDS.length)} ${at(INDUSTRY, i % INDUSTRY.length)} ${at(CLOSING_WORDS, i % CLOSING_WORDS.length)} Tbk`

describe('IDX tickers at a 100× market', () => {
  // the registry alone, as buildIdxUniverse drives it, without generating a whole 100× market
  it('hands out 100,000 unique four-letter symbols, none of them a real ticker', { timeout: 30_000 }, () => {
    const registry = new IdxNameRegistry()
    const symbols = Array.from({ length: 100_000 }, (_, i) =>
      registry.symbol(rngFor(1, 'idx-name', `test/${String(i)}`), nameOf(i)),
    )
    expect(symbols.filter((symbol) => !/^[A-Z]{4}\.JK$/.test(symbol))).toEqual([])
    expect(new Set(symbols).size).toBe(symbols.length)
    expect(symbols.filter((symbol) => DENIED_IDX_SYMBOLS.has(symbol.slice(0, 4)))).toEqual([])
  })

  it('spells the symbol from the name while the name has one free', () => {
    const registry = new IdxNameRegistry()
    expect(registry.symbol(rngFor(1, 'idx-name', 'a'), 'PT Sinar Kimia Abadi Tbk')).toBe('SKAB.JK')
  })
})
