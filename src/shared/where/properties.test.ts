import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { idxCatalogue } from '../catalogue'
import type { Condition, OrderKey } from './ast'
import type { Result } from './errors'
import { parseOrderBy, parseWhere } from './parse'
import { printCondition, printOrderBy } from './print'
import { withoutSpans } from './spans'
import { syntaxCondition, syntaxOrderKeys } from './testing/syntax-arbitraries'
import { validateOrderBy, validateWhere } from './validate'
import { englishMessage } from './errors'

/** The value of a result that must be ok, with the error in the failure message otherwise. */
function valueOf<T>(result: Result<T>, text: string): T {
  if (!result.ok)
    throw new Error(`${JSON.stringify(text)}: ${englishMessage(result.error)} at ${result.error.position}`)
  return result.value
}

describe('printing and parsing round-trip', () => {
  it('parse(print(tree)) is the tree, and print is a fixed point', () => {
    fc.assert(
      fc.property(syntaxCondition(), (condition: Condition) => {
        const text = printCondition(condition)
        const parsed = valueOf(parseWhere(text), text)
        expect(withoutSpans(parsed)).toEqual(condition)
        expect(printCondition(parsed)).toBe(text)
      }),
      { numRuns: 1500 },
    )
  })

  it('does the same for order_by', () => {
    fc.assert(
      fc.property(syntaxOrderKeys, (keys: OrderKey[]) => {
        const text = printOrderBy(keys)
        const parsed = valueOf(parseOrderBy(text), text)
        expect(withoutSpans(parsed)).toEqual(keys)
        expect(printOrderBy(parsed)).toBe(text)
      }),
      { numRuns: 500 },
    )
  })
})

/** Fragments of the language and of attacks on it, glued into mostly-wrong but plausible text. */
const fragment = fc.constantFrom(
  ...['a', 'market_cap', 'revenue[2024]', 'tags', 'listing_date', '52_w_high_price', '1', '-5', '.5', '1e3', '2024'],
  ...["'x'", '"y"', "'O''Neil'", "'Dr\\'s'", "'2020-01-01'", "'", '"', '\\'],
  ...['(', ')', '[', ']', ',', '=', '!=', '<>', '>', '>=', '<', '<=', '+', '-', '*', '/', '[2024]', '[Q1-2024]'],
  ...['and', 'or', 'not', 'like', 'in', 'is', 'null', 'NOT', 'desc', ';', '--', '/*', '*/', '#', 'UNION', ' ', '\n'],
)
const tokenSoup = fc
  .tuple(fc.array(fragment, { maxLength: 25 }), fc.constantFrom('', ' '))
  .map(([parts, glue]) => parts.join(glue))

describe('hostile input', () => {
  const neverThrows = (text: string) => {
    for (const result of [parseWhere(text), parseOrderBy(text)]) {
      if (result.ok) continue
      expect(result.error.position).toBeGreaterThanOrEqual(0)
      expect(result.error.position).toBeLessThanOrEqual(text.length)
      // one line, one sentence: a capital or a quote first, a period or question mark last
      expect(englishMessage(result.error)).toMatch(/^[A-Z'][^\n]*[.?]$/)
    }
    // analysis of whatever parses must not throw either
    expect(typeof validateWhere(text, idxCatalogue).ok).toBe('boolean')
    expect(typeof validateOrderBy(text, idxCatalogue).ok).toBe('boolean')
  }

  it('never throws on arbitrary strings', () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }), neverThrows), { numRuns: 1000 })
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), neverThrows), { numRuns: 1000 })
  })

  it("never throws on strings made of the language's own tokens", () => {
    fc.assert(fc.property(tokenSoup, neverThrows), { numRuns: 3000 })
  })

  it('never throws on mutations of valid text', () => {
    const mutated = fc
      .tuple(syntaxCondition(2), fc.nat(), fc.nat({ max: 3 }), fragment)
      .map(([condition, at, cut, insert]) => {
        const text = printCondition(condition)
        const index = at % (text.length + 1)
        return text.slice(0, index) + insert + text.slice(index + cut)
      })
    fc.assert(fc.property(mutated, neverThrows), { numRuns: 1000 })
  })
})
