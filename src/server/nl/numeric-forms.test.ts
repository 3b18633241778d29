import { describe, expect, it } from 'vitest'
import { translateQuestion } from './index'

/**
 * Numbers written every odd way a person might type them, in the places a number goes. Whatever each one reads as,
 * or if it is refused, no response may carry a number that failed to parse: "NaN" once reached a refusal's
 * message ("Could not understand 'NaN', '%'") from "price <= 1.05 x 52w low".
 */
const FORMS = [
  ...['1.05x', 'x1.05', '1,05 x', '1.05 x', '1.2.3', '--5', '5..6', '..5', '+-5', '1e3', '5e', 'e5', '.5', '5.'],
  ...['-.5', '10-', '1,2,3', '1,000,000.5.5', '0x10', '1/2', '½', '5%%', '%5', '∞', '1_000', '１０', '1,5T', '1.5tn'],
  ...['Rp5rb', '5rb', '5 ribu', 'IDR 1.5 tn', 'S$1bn', 'SGD 500m', '15 pct', '15 persen', '15 per cent', '~15%', '±5%'],
]
const PLACES = [
  ...[
    'ROE > N',
    'P/E below N',
    'market cap above N',
    'top N banks by ROE',
    'revenue grew N% in 2024',
    'between N and 5',
  ],
  ...['price <= N 52w low', 'price <= N x 52w low', 'price <= 52w high x N', 'price < N% of ath', 'N of 52w high'],
  ...['price within N% of 52w high', 'traded at N times earnings', 'PER di bawah N', 'harga <= N x 52w low'],
  ...[
    'laba naik N kali',
    'kepemilikan di atas N%',
    'listed in N',
    'dividend yield ~N%',
    'saham dengan harga di bawah N',
  ],
]
const BROKEN = /NaN|Infinity|undefined|\[object/u

describe('numbers in odd forms', () => {
  it.each(['idx', 'sgx'] as const)('%s: every response says only numbers that were read', (market) => {
    const broken = PLACES.flatMap((place) => FORMS.map((form) => place.replace('N', form))).filter((question) =>
      BROKEN.test(JSON.stringify(translateQuestion(question, market))),
    )
    expect(broken).toEqual([])
  })

  it('reads a multiple of the 52-week low as the share of it: 1.05 x the low is within 5% of it', () => {
    const near = translateQuestion('within 5% of the 52-week low, ROE > 10%', 'idx')
    const multiple = translateQuestion('price <= 1.05 x 52w low, ROE > 10%', 'idx')
    expect(near.ok && near.translation.where).toBe('last_close_price <= 1.05 * 52_w_low_price and roe_ttm > 0.1')
    expect(multiple.ok && multiple.translation.where).toBe(
      'roe_ttm > 0.1 and last_close_price <= 1.05 * 52_w_low_price',
    )
  })

  it.each(['ROE > --5%', 'P/E below --5', 'ROE > ..5%', 'market cap above +-5 T'])(
    'refuses a doubled sign or point before a number rather than guess a minus or a decimal: %s',
    (question) => {
      const result = translateQuestion(question, 'idx')
      expect(result.ok ? result.translation.where : result.message).toMatch(/^Could not understand '(?:--|\.\.|\+-)'/u)
    },
  )
})
