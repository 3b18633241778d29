import { expect } from 'vitest'
import { catalogueFor, type Market } from '../../shared/catalogue'
import { validateOrderBy, validateWhere } from '../../shared/where'
import { translateQuestion } from './index'

/** A question and the reading it must get: market, question, `where`, `order_by`, limit. */
export type ReadingCase = readonly [Market, string, string | null, string | null, number]
/** A question that must be refused, and words its message must hold. */
export type RefusalCase = readonly [Market, string, string]
/** A question and the whole sentence that must say how it was read. */
export type MessageCase = readonly [Market, string, string]

/** Asserts the translation of a question, and that what it writes is valid screener text on that market. */
export function expectReading(...[market, question, where, orderBy, limit]: ReadingCase): void {
  const result = translateQuestion(question, market)
  if (!result.ok) throw new Error(result.message)
  expect(result.translation).toMatchObject({ where, orderBy, limit })
  const catalogue = catalogueFor(market)
  if (where !== null) expect(validateWhere(where, catalogue).ok).toBe(true)
  if (orderBy !== null) expect(validateOrderBy(orderBy, catalogue).ok).toBe(true)
}

/** Asserts that a question is refused, with a message that says why. */
export function expectRefusal(...[market, question, reason]: RefusalCase): void {
  const result = translateQuestion(question, market)
  expect(result.ok).toBe(false)
  if (!result.ok) expect(result.message).toContain(reason)
}

/** Asserts the sentence a translation says how it read the question with. */
export function expectMessage(...[market, question, message]: MessageCase): void {
  const result = translateQuestion(question, market)
  if (!result.ok) throw new Error(result.message)
  expect(result.translation.message).toBe(message)
}
