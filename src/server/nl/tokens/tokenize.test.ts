import { describe, expect, it } from 'vitest'
import { amountValue, readAmount } from './amounts'
import { rawText, tokenize } from './tokenize'

describe('tokenize', () => {
  it.each([
    ['Top 10 BANKS', ['top', '10', 'banks']],
    ['P/E < 15', ['p', '/', 'e', '<', '15']],
    ['LQ45, IDX30 & KOMPAS100', ['lq', '45', 'idx', '30', 'and', 'kompas', '100']],
    ['Rp2T or S$1B or $5bn or US$3', ['rp', '2', 't', 'or', 'sgd', '1', 'b', 'or', 'usd', '5', 'bn', 'or', 'usd', '3']],
    ['10,000 employees; 10.000.000 rupiah', ['10000', 'employees', '10000000', 'rupiah']],
    ['loss-making, sub-sector, oil-gas-coal', ['loss', 'making', 'sub', 'sector', 'oil', 'gas', 'coal']],
    ["don't pay dividends; company's IPO'd", ['dont', 'pay', 'dividends', 'company', 'ipo']],
    ['FY2023 ≥ 5.5% × 2', ['fy', '2023', '>=', '5.5', '%', 'x', '2']],
    ['earnings below -5 (in 2024)?', ['earnings', 'below', '-5', 'in', '2024']],
    ['“quoted” … ‘words’ — here', ['quoted', 'words', 'here']],
  ])('%s', (question, texts) => {
    expect(tokenize(question).map((token) => token.text)).toEqual(texts)
  })

  it('keeps what the person typed, punctuation between words included', () => {
    const tokens = tokenize('Oil, Gas & Coal by  Rp 2T')
    expect(rawText(tokens, 0, 4)).toBe('Oil, Gas & Coal')
    expect(rawText(tokens, 5, 8)).toBe('Rp 2T')
  })
})

describe('amounts', () => {
  it.each([
    ['2.3T', 2300000000000],
    ['Rp 2 T', 2000000000000],
    ['IDR 500bn', 500000000000],
    ['1.5k', 1500],
    ['2 million', 2000000],
    ['10 triliun', 10000000000000],
    ['S$ 1 billion', 1000000000],
    ['0.07', 0.07],
    ['ten', 10],
    ['-5', -5],
  ])('%s is exactly %d', (text, value) => {
    const read = readAmount(tokenize(text), 0)
    expect(read === null ? null : amountValue(read.amount)).toBe(value)
  })

  it('reads percentages as exact fractions, with the currency, scale and unit it was written with', () => {
    const read = readAmount(tokenize('5.5 %'), 0)
    expect(read?.amount).toMatchObject({ digits: '5.5', power: 0, unit: 'percent', currency: null, raw: '5.5 %' })
    expect(read === null ? null : amountValue(read.amount, -2)).toBe(0.055)
    expect(readAmount(tokenize('SGD 1B'), 0)?.amount).toMatchObject({ currency: 'SGD', power: 9 })
    expect(readAmount(tokenize('banks'), 0)).toBeNull()
  })
})
