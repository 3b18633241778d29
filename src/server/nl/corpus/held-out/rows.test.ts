import { describe, expect, it } from 'vitest'
import { HELD_OUT, HELD_OUT_BATCHES } from './index'
import { heldOutBatch } from './rows'

const batch = (en: readonly unknown[]) => heldOutBatch({ batch: 'held out 99', en, id: [] })

describe('the held-out batch files', () => {
  it('read every batch, each question once per language and market', () => {
    for (const entries of [HELD_OUT, ...HELD_OUT_BATCHES]) {
      const keys = entries.map((entry) => `${entry.lang} ${entry.market} ${entry.question.toLowerCase()}`)
      expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([])
    }
    expect(HELD_OUT_BATCHES).toHaveLength(10)
  })

  it('turn a row into an entry grouped by the batch and its style', () => {
    const row = { question: 'sort banks by yield', where: "sub_sector = 'banks'", orderBy: '-yield_ttm', limit: 50 }
    expect(batch([{ style: 'imperative', ...row, market: 'sgx' }])).toEqual([
      { group: 'held out 99: imperatives', lang: 'en', ...row, market: 'sgx' },
    ])
    expect(batch([{ style: 'names', question: 'youngest boards', refused: true }])).toEqual([
      expect.objectContaining({ group: 'held out 99: names and holders', refused: true, where: null }),
    ])
  })

  it.each([
    [
      { style: 'terse', question: 'roe > 20%', where: 'roe_ttm > 0.2', orderby: null, limit: 50, market: 'idx' },
      'orderby',
    ],
    [{ style: 'tersely', question: 'roe > 20%', where: null, orderBy: null, limit: 50, market: 'idx' }, 'style'],
    [{ style: 'terse', question: 'roe > 20%', where: null, orderBy: null, limit: 0, market: 'idx' }, 'limit'],
    [{ style: 'terse', question: 'roe > 20%', where: null, orderBy: null, limit: 10, market: 'nyse' }, 'market'],
    [{ style: 'chatty', question: 'youngest boards', refused: true }, 'names style'],
  ])('refuse a mistyped row with the batch and the reason: %j', (row, reason) => {
    expect(() => batch([row])).toThrow(new RegExp(`^held out 99 \\(en\\): .*${reason}`))
  })
})
