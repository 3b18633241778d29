import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { catalogueFor, type Market } from '../../shared/catalogue'
import { printCondition, printOrderBy } from '../../shared/where'
import { conditionArbitrary, orderKeysArbitrary } from '../../shared/where/testing/arbitraries'
import { openDemoMarket } from '../db/open'
import { Screener } from './run'
import { Evaluator } from './testing/evaluate'
import { readEvaluationRows, textValues } from './testing/rows'

const market = openDemoMarket({ seed: 7, scale: 1 })

/**
 * The SQL the compiler produces selects exactly the rows, in exactly the order, that the plain-TypeScript reference
 * evaluator selects over the same data, for random valid queries.
 */
describe.each<Market>(['idx', 'sgx'])('the %s screener against the reference evaluator', (name) => {
  const catalogue = catalogueFor(name)
  const rows = readEvaluationRows(market.db, name, catalogue)
  const screener = new Screener(market.db, {
    companies: name === 'idx' ? 'idx_companies' : 'sgx_companies',
    yearly: name === 'idx' ? 'idx_yearly' : 'sgx_yearly',
    catalogue,
  })
  const evaluator = new Evaluator(catalogue)
  const conditions = conditionArbitrary({ catalogue, maxDepth: 3, stringValues: textValues(rows, catalogue) })
  const orders = orderKeysArbitrary({ catalogue })

  it('selects the same companies in the same order', () => {
    let nonEmpty = 0
    fc.assert(
      fc.property(conditions, orders, fc.boolean(), (condition, orderKeys, descending) => {
        const expected = evaluator.screen(rows, condition, orderKeys, descending)
        const page = screener.run({
          condition,
          orderKeys,
          descending,
          limit: 200,
          offset: 0,
          includeQueryValues: false,
          fields: [],
        })
        if (expected.length > 0) nonEmpty++
        const context = `${printCondition(condition)} | ${printOrderBy(orderKeys)} | desc=${String(descending)}`
        expect(page.pagination.total_count, context).toBe(expected.length)
        expect(
          page.results.map((row) => row.symbol),
          context,
        ).toEqual(expected.slice(0, 200))
      }),
      { numRuns: 400, seed: 20261120 },
    )
    // the generated queries must exercise real matches, not just empty results
    expect(nonEmpty).toBeGreaterThan(100)
  })
})
