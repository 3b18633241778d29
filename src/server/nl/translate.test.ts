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
import { translateQuestion } from './index'
import type { Case } from './testing/case'
import { CLASS_CASES } from './testing/cases-classes'
import { FILTER_CASES } from './testing/cases-filters'
import { RANKING_CASES } from './testing/cases-ranking'
import { REFUSALS } from './testing/cases-refusals'

const CASES: readonly Case[] = [...RANKING_CASES, ...FILTER_CASES, ...CLASS_CASES]

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
    expect(translateQuestion(question, market)).toEqual({ ok: false, message })
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

  it('gives the same answer every time: the whole table translated twice is identical', () => {
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

  it('quotes examples that translate on their own market', () => {
    for (const market of ['idx', 'sgx'] as const) {
      const refusal = translateQuestion('foo', market)
      const examples = refusal.ok ? [] : [...refusal.message.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '')
      expect(examples.slice(1)).toHaveLength(2)
      for (const example of examples.slice(1)) expect(translateQuestion(example, market)).toMatchObject({ ok: true })
    }
  })
})
