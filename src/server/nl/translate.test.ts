import { describe, expect, it } from 'vitest'
import { catalogueFor } from '../../shared/catalogue'
import {
  parseOrderBy,
  parseWhere,
  printCondition,
  printOrderBy,
  validateOrderBy,
  validateWhere,
} from '../../shared/where'
import { EXACT_CASES, IDX_EXAMPLES, REFUSALS, SGX_EXAMPLES } from './corpus'
import type { Case } from './corpus'
import { translateQuestion } from './index'

const CASES: readonly Case[] = EXACT_CASES

function translated(question: string, market: Case['market']) {
  const result = translateQuestion(question, market)
  if (!result.ok) throw new Error(`'${question}' (${market}) was refused: ${result.message}`)
  return result.translation
}

describe('translateQuestion: the table', () => {
  it.each(CASES)('$market: $question', ({ market, question, where, orderBy, limit, message }) => {
    const result = translateQuestion(question, market)
    expect(result).toMatchObject({ ok: true, translation: { where, orderBy, limit } })
    const said = result.ok ? result.translation.message : ''
    // one sentence: a capital first, a full stop last
    if (message === undefined) expect(said).toMatch(/^[A-Z][^]*\.$/)
    else expect(said).toBe(message)
  })

  it.each(REFUSALS)('$market refuses: $question', ({ market, question, message }) => {
    const result = translateQuestion(question, market)
    if (result.ok) throw new Error(`'${question}' was translated: ${result.translation.message}`)
    // the reason first, then what was understood and rewrites that translate
    const reason = message.replace(IDX_EXAMPLES, '').replace(SGX_EXAMPLES, '').trim()
    expect(result.message.startsWith(reason)).toBe(true)
    for (const suggestion of result.suggestions)
      expect(translateQuestion(suggestion, market)).toMatchObject({ ok: true })
  })
})

describe('translateQuestion: properties of every table case', () => {
  it.each(CASES)('$market: $question is valid and canonical', ({ market, question }) => {
    const { where, orderBy, limit } = translated(question, market)
    const catalogue = catalogueFor(market)
    if (where !== null) {
      expect(validateWhere(where, catalogue)).toMatchObject({ ok: true })
      const parsed = parseWhere(where)
      expect(parsed.ok && printCondition(parsed.value)).toBe(where)
    }
    if (orderBy !== null) {
      expect(validateOrderBy(orderBy, catalogue)).toMatchObject({ ok: true })
      const parsed = parseOrderBy(orderBy)
      expect(parsed.ok && printOrderBy(parsed.value)).toBe(orderBy)
    }
    expect(Number.isInteger(limit) && limit >= 1 && limit <= 200).toBe(true)
  })

  it.each(CASES)('$market: $question reads the same in capitals and with punctuation', ({ market, question }) => {
    const { where, orderBy, limit } = translated(question, market)
    expect(translated(`${question.toUpperCase()}?!`, market)).toMatchObject({ where, orderBy, limit })
  })

  it('gives the same response every time: the whole table translated twice is identical', () => {
    const all = [...CASES, ...REFUSALS]
    const first = all.map(({ question, market }) => translateQuestion(question, market))
    const second = all.map(({ question, market }) => translateQuestion(question, market))
    expect(second).toEqual(first)
  })

  it('has at least 70 translatable questions and 12 refusals, on both markets', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(70)
    expect(REFUSALS.length).toBeGreaterThanOrEqual(12)
    expect(new Set(CASES.map((c) => c.market))).toEqual(new Set(['idx', 'sgx']))
    expect(CASES.filter((c) => c.message !== undefined).length).toBeGreaterThanOrEqual(12)
  })

  it('offers rewrites that translate on their own market, quoted in the message', () => {
    for (const market of ['idx', 'sgx'] as const) {
      const refusal = translateQuestion('foo', market)
      const suggestions = refusal.ok ? [] : refusal.suggestions
      expect(suggestions.length).toBeGreaterThanOrEqual(2)
      for (const suggestion of suggestions) {
        expect(refusal.ok ? '' : refusal.message).toContain(`'${suggestion}'`)
        expect(translateQuestion(suggestion, market)).toMatchObject({ ok: true })
      }
    }
  })

  it('rebuilds its first rewrite from the understood parts, never the sentence with holes in it', () => {
    const firstRewrite = (question: string) => {
      const result = translateQuestion(question, 'idx')
      return result.ok ? undefined : result.suggestions[0]
    }
    expect(firstRewrite('Good evening, I am a widower and would treasure banks with ROE above 15%')).toBe(
      'banks with ROE above 15%',
    )
    expect(firstRewrite('selamat pagi, mohon dengan sangat hormat ditampilkan bank dengan ROE di atas 15%')).toBe(
      'bank dengan ROE di atas 15%',
    )
  })
})

describe('translateQuestion: a question no person would type', () => {
  it('refuses one past 500 characters at once, saying how long it was, in the language it is in', () => {
    expect(translateQuestion(`banks ${'x'.repeat(60_000)}`, 'idx')).toEqual({
      ok: false,
      message: 'The question is too long (60006 characters); ask in at most 500.',
      suggestions: [],
    })
    const indonesian = translateQuestion(`bank dengan PER di bawah 15 ${'dan '.repeat(200)}`, 'idx')
    expect(indonesian.ok).toBe(false)
    expect(indonesian.ok ? '' : indonesian.message).toMatch(/^Pertanyaan terlalu panjang \(828 karakter\)/)
  })
})
