import { describe, expect, it } from 'vitest'
import { CORPUS, judge } from './corpus'
import { translateQuestion } from './index'

describe('the question corpus', () => {
  it('holds at least 600 questions in English and Indonesian, each once per market', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(600)
    expect(CORPUS.filter((entry) => entry.lang === 'id').length).toBeGreaterThanOrEqual(200)
    const keys = CORPUS.map((entry) => `${entry.market} ${entry.question.toLowerCase()}`)
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([])
  })

  it.each(CORPUS)('$lang $group ($market): $question', (entry) => {
    expect(judge(entry, translateQuestion(entry.question, entry.market))).toEqual({ ok: true })
  })
})
