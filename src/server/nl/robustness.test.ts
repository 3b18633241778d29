import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { catalogueFor } from '../../shared/catalogue'
import { parseWhere, printCondition, validateOrderBy, validateWhere } from '../../shared/where'
import { translateQuestion } from './index'
import { METRICS } from './vocabulary/metrics'
import { WORDS } from './vocabulary/words'

/** Words and phrases the translator knows, numbers in every notation, and some it does not know. */
const POOL = [
  ...WORDS.flatMap(([phrases]) => phrases.split('|')),
  ...METRICS.flatMap((metric) => metric.phrases.slice(0, 3)),
  ...['banks', 'coal', 'REITs', 'LQ45', 'idx30', 'tech', 'miners', 'Oil, Gas & Coal', 'reit-office'],
  ...['10', '2023', '2019', '15%', 'Rp 2T', 'S$ 1B', '$5bn', '1.5k', '0.2', '15x', 'ten', '-5', '250'],
  ...['foo', '#', '???', 'high', 'cheap'],
]

const salad = fc.array(fc.constantFrom(...POOL), { minLength: 1, maxLength: 9 }).map((words) => words.join(' '))

/** Well-formed clauses, combined at random: most of these translate, so the responses get checked too. */
const metric = fc.constantFrom(...METRICS.flatMap((entry) => entry.phrases))
const amount = fc.constantFrom('10', '15%', '2T', '0.5', '1.5x', 'Rp 500bn', '1,000', '2023')
const clause = fc.oneof(
  fc.tuple(metric, fc.constantFrom('above', 'below', 'at least', 'or more than'), amount).map((p) => p.join(' ')),
  fc.tuple(metric, amount, amount).map(([name, low, high]) => `${name} between ${low} and ${high}`),
  fc
    .tuple(fc.constantFrom('top 5', 'highest', 'lowest', 'cheapest', 'largest', 'by', 'sorted by'), metric)
    .map((p) => p.join(' ')),
  fc.tuple(metric, fc.constantFrom('growth above 10%', 'growth', 'decline')).map((p) => p.join(' ')),
  fc.constantFrom('banks', 'coal', 'miners', 'tech', 'REITs', 'utilities', 'LQ45', 'both IDX30 and LQ45'),
  fc.constantFrom('profitable', 'loss-making', 'dividend payers', 'no dividends', 'listed after 2015'),
  fc.constantFrom('in 2023', 'last year', 'this year', 'in 2019', 'fastest growing', 'descending', 'top 300'),
)
const sentence = fc.array(clause, { minLength: 1, maxLength: 4 }).map((clauses) => clauses.join(' and '))

describe('translateQuestion on arbitrary questions', () => {
  it.each([
    ['idx', 'word salad', salad],
    ['sgx', 'word salad', salad],
    ['idx', 'well-formed clauses', sentence],
    ['sgx', 'well-formed clauses', sentence],
  ] as const)('%s, %s: never throws; every response validates, is canonical and repeats', (market, _, question) => {
    const catalogue = catalogueFor(market)
    fc.assert(
      fc.property(question, (text) => {
        const result = translateQuestion(text, market)
        if (!result.ok) {
          expect(result.message).toMatch(/\.$/)
          return
        }
        const { where, orderBy, limit, message } = result.translation
        if (where !== null) {
          expect(validateWhere(where, catalogue)).toMatchObject({ ok: true })
          const parsed = parseWhere(where)
          expect(parsed.ok && printCondition(parsed.value)).toBe(where)
        }
        if (orderBy !== null) expect(validateOrderBy(orderBy, catalogue)).toMatchObject({ ok: true })
        expect(limit >= 1 && limit <= 200).toBe(true)
        expect(message).toMatch(/^[A-Z][^]*\.$/)
        expect(translateQuestion(text, market)).toEqual(result)
      }),
      { seed: 20261120, numRuns: 3000 },
    )
  })
})
