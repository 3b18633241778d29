import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { catalogueFor, type Market } from '../../shared/catalogue'
import { printCondition, printOrderBy, validateOrderBy, validateWhere } from '../../shared/where'
import type { Condition, FieldRef, OrderKey } from '../../shared/where/ast'
import { not } from '../../shared/where/build'
import { conditionArbitrary, orderKeysArbitrary } from '../../shared/where/testing/arbitraries'
import { openDemoMarket } from '../db/open'
import { IDX_YEARLY_SERIES } from '../db/schema'
import { WhereCompiler } from './compile'
import { Screener } from './run'
import { SCREENER_TABLES, SqlBuilder } from './sql-builder'
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
  // the server's own tables: a query reads the yearly series only when given its fields, as the last property does
  const screener = new Screener(market.db, SCREENER_TABLES[name])
  const evaluator = new Evaluator(catalogue)

  /** Runs a query through `through`, checks its page against the evaluator's, and returns how many match. */
  const expectAgreement = (
    through: Screener,
    query: { condition: Condition; orderKeys: OrderKey[]; descending: boolean; fields?: FieldRef[] },
  ) => {
    const { condition, orderKeys, descending, fields = [] } = query
    const expected = evaluator.screen(rows, condition, orderKeys, descending)
    const page = through.run({
      condition,
      orderKeys,
      descending,
      fields,
      limit: 200,
      offset: 0,
      includeQueryValues: false,
    })
    const context = `${printCondition(condition)} | ${printOrderBy(orderKeys)} | desc=${String(descending)}`
    expect(page.pagination.total_count, context).toBe(expected.length)
    expect(
      page.results.map((row) => row.symbol),
      context,
    ).toEqual(expected.slice(0, 200))
    return expected.length
  }
  const conditions = conditionArbitrary({ catalogue, maxDepth: 3, stringValues: textValues(rows, catalogue) })
  const orders = orderKeysArbitrary({ catalogue })

  it('selects the same companies in the same order', () => {
    let nonEmpty = 0
    fc.assert(
      fc.property(conditions, orders, fc.boolean(), (condition, orderKeys, descending) => {
        if (expectAgreement(screener, { condition, orderKeys, descending }) > 0) nonEmpty++
      }),
      { numRuns: 400, seed: 20261120 },
    )
    // the generated queries must exercise real matches, not just empty results
    expect(nonEmpty).toBeGreaterThan(100)
  }, 120_000)

  if (name !== 'idx') return

  // The fields issue 11 added (quarterly statements, members of the JSON lists) and the list fields, on their own,
  // so that every run exercises them rather than one leaf in five.
  const newFields = catalogue.fields
    .filter((field) => field.quarterly === true || field.member !== undefined || field.type === 'string_list')
    .map((field) => field.name)
  const focused = conditionArbitrary({
    catalogue,
    maxDepth: 3,
    stringValues: textValues(rows, catalogue),
    fieldNames: [...newFields, 'market_cap', 'revenue'],
  })

  it('agrees on the quarterly, list and list-member fields', () => {
    let nonEmpty = 0
    fc.assert(
      fc.property(focused, orders, (condition, orderKeys) => {
        if (expectAgreement(screener, { condition, orderKeys, descending: false }) > 0) nonEmpty++
      }),
      { numRuns: 300, seed: 20261124 },
    )
    expect(nonEmpty).toBeGreaterThan(75)
  }, 120_000)

  // The yearly series (sql-builder.ts): figures compared across years, compiled with the query's fields as a plan
  // lists them, so that the series is read wherever a request would read it
  const headline = ['revenue', 'earnings', 'roe', 'pe']
  const acrossYears = conditionArbitrary({ catalogue, maxDepth: 2, fieldNames: [...headline, 'market_cap'] })
  const acrossYearsOrder = orderKeysArbitrary({ catalogue, fieldNames: headline })

  it('agrees when figures compared across years are read from the yearly series', () => {
    let readSeries = 0
    fc.assert(
      fc.property(acrossYears, acrossYearsOrder, (condition, orderKeys) => {
        const where = validateWhere(printCondition(condition), catalogue)
        const order = validateOrderBy(printOrderBy(orderKeys), catalogue)
        if (!where.ok || !order.ok) throw new Error('a generated query failed validation')
        const fields = [...where.value.fields, ...order.value.fields]
        const sql = new SqlBuilder(SCREENER_TABLES.idx, fields)
        new WhereCompiler(sql).condition(condition)
        new WhereCompiler(sql).orderBy(orderKeys, false)
        if (sql.from().includes(IDX_YEARLY_SERIES.table)) readSeries++
        expectAgreement(screener, { condition, orderKeys, descending: false, fields })
      }),
      { numRuns: 300, seed: 20261125 },
    )
    // most of the generated queries name a figure in two years or more
    expect(readSeries).toBeGreaterThan(100)
  }, 120_000)

  // The null-list rule: conditions on lists and list members are never unknown, so `not E` selects exactly the
  // companies `E` leaves out, in SQL and in the evaluator alike.
  const listOnly = conditionArbitrary({
    catalogue,
    maxDepth: 3,
    stringValues: textValues(rows, catalogue),
    fieldNames: catalogue.fields
      .filter((field) => field.member !== undefined || field.type === 'string_list')
      .map((field) => field.name),
  })
  const count = (condition: Parameters<typeof evaluator.test>[0]) =>
    screener.run({
      condition,
      orderKeys: [],
      descending: false,
      limit: 1,
      offset: 0,
      includeQueryValues: false,
      fields: [],
    }).pagination.total_count

  it('makes not E the complement of E on list conditions', () => {
    fc.assert(
      fc.property(listOnly, (condition) => {
        const context = printCondition(condition)
        for (const row of rows) {
          const truth = evaluator.test(condition, row)
          expect(truth, context).not.toBeNull()
          expect(evaluator.test(not(condition), row), context).toBe(!truth)
        }
        expect(count(condition) + count(not(condition)), context).toBe(rows.length)
      }),
      { numRuns: 150, seed: 11 },
    )
  }, 120_000)
})
