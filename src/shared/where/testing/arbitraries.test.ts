import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { idxCatalogue, sgxCatalogue } from '../../catalogue'
import type { Catalogue } from '../../catalogue'
import { analyseOrderBy, analyseWhere } from '../analyse'
import type { Condition, Node, OrderKey } from '../ast'
import { parseOrderBy, parseWhere } from '../parse'
import { printCondition, printOrderBy } from '../print'
import { withoutSpans } from '../spans'
import { conditionArbitrary, orderKeysArbitrary } from './arbitraries'

/** Checks one generated tree: valid for the catalogue, and unchanged by a trip through text. */
function checkCondition(condition: Condition, catalogue: Catalogue): void {
  expect(analyseWhere(condition, catalogue)).toMatchObject({ ok: true })
  const text = printCondition(condition)
  const parsed = parseWhere(text)
  expect(parsed.ok && withoutSpans(parsed.value)).toEqual(condition)
}

function checkOrderKeys(keys: OrderKey[], catalogue: Catalogue): void {
  expect(analyseOrderBy(keys, catalogue)).toMatchObject({ ok: true })
  const parsed = parseOrderBy(printOrderBy(keys))
  expect(parsed.ok && withoutSpans(parsed.value)).toEqual(keys)
}

/** Runs `check` on what an arbitrary generates for each market's catalogue. */
function checkOnBothMarkets<T>(
  arbitrary: (options: { catalogue: Catalogue }) => fc.Arbitrary<T>,
  check: (value: T, catalogue: Catalogue) => void,
  numRuns: number,
): void {
  for (const catalogue of [idxCatalogue, sgxCatalogue]) {
    fc.assert(
      fc.property(arbitrary({ catalogue }), (value) => {
        check(value, catalogue)
      }),
      { numRuns },
    )
  }
}

/** Names what a tree exercises: node kinds, operators, negations, where the fields sit. */
function features(node: Node, into: Set<string>): Set<string> {
  const side = (value: Node) => (value.kind === 'field' ? 'field' : value.kind === 'arith' ? 'arith' : 'other')
  switch (node.kind) {
    case 'and':
    case 'or':
      into.add(node.kind)
      for (const operand of node.operands) features(operand, into)
      break
    case 'not':
      into.add(`not ${node.operand.kind}`)
      features(node.operand, into)
      break
    case 'compare':
      into.add(`compare ${node.op}`).add(`${side(node.left)} vs ${side(node.right)}`)
      features(node.left, into)
      features(node.right, into)
      break
    case 'like':
    case 'in':
      into.add(node.kind)
      features(node.subject, into)
      break
    case 'isNull':
      into.add(`isNull ${node.negated}`)
      features(node.subject, into)
      break
    case 'arith':
      into.add(`arith ${node.op}`)
      features(node.left, into)
      features(node.right, into)
      break
    case 'negate':
      into.add('negate')
      features(node.operand, into)
      break
    case 'field':
    case 'number':
    case 'string':
      into.add(node.kind)
  }
  return into
}

/** The text literals compared with fields (`like` patterns aside). */
function literals(condition: Condition): string[] {
  switch (condition.kind) {
    case 'and':
    case 'or':
      return condition.operands.flatMap(literals)
    case 'not':
      return literals(condition.operand)
    case 'compare':
      return [condition.left, condition.right].flatMap((value) => (value.kind === 'string' ? [value.value] : []))
    case 'in':
      return condition.items.flatMap((item) => (item.kind === 'string' ? [item.value] : []))
    case 'like':
    case 'isNull':
      return []
  }
}

describe('conditionArbitrary', () => {
  it('generates valid, canonical trees for both markets', () => {
    checkOnBothMarkets(conditionArbitrary, checkCondition, 400)
  })

  it('draws from the given fields and values only', () => {
    const stringValues = { sub_sector: ['Banks', 'Coal'], tags: ['lq45'] }
    const fieldNames = ['sub_sector', 'tags', 'revenue', 'listing_date']
    const arbitrary = conditionArbitrary({ catalogue: idxCatalogue, fieldNames, stringValues, maxDepth: 2 })
    fc.assert(
      fc.property(arbitrary, (condition) => {
        checkCondition(condition, idxCatalogue)
        const analysis = analyseWhere(condition, idxCatalogue)
        for (const field of analysis.ok ? analysis.value.fields : []) {
          expect(fieldNames).toContain(field.name)
          if (field.year !== null) expect(field.year).toBeGreaterThanOrEqual(idxCatalogue.firstYear)
          if (field.year !== null) expect(field.year).toBeLessThanOrEqual(idxCatalogue.latestYear)
        }
        for (const text of literals(condition))
          expect(text).toMatch(/^(Banks|BANKS|Coal|COAL|lq45|LQ45|\d{4}-\d\d-\d\d)$/)
      }),
      { numRuns: 300 },
    )
  })

  it('covers every node kind, operator and arrangement', () => {
    const seen = new Set<string>()
    for (const condition of fc.sample(conditionArbitrary({ catalogue: idxCatalogue }), { numRuns: 3000, seed: 1 }))
      features(condition, seen)
    const expected = [
      ...['and', 'or', 'like', 'in', 'isNull true', 'isNull false', 'negate', 'field', 'number', 'string'],
      ...['not in', 'not like', 'not compare', 'not and', 'not or', 'not not', 'not isNull'],
      ...['=', '!=', '>', '>=', '<', '<='].map((op) => `compare ${op}`),
      ...['+', '-', '*', '/'].map((op) => `arith ${op}`),
      ...['field vs field', 'field vs arith', 'arith vs field', 'field vs other', 'other vs field'],
    ]
    expect([...seen]).toEqual(expect.arrayContaining(expected))
  })

  it('refuses field names the catalogue does not have', () => {
    expect(() => conditionArbitrary({ catalogue: idxCatalogue, fieldNames: ['nope'] })).toThrow(/'nope'/)
  })
})

describe('orderKeysArbitrary', () => {
  it('generates valid, canonical order lists', () => {
    checkOnBothMarkets(orderKeysArbitrary, checkOrderKeys, 300)
  })

  it('refuses a choice of fields with nothing to order by', () => {
    expect(() => orderKeysArbitrary({ catalogue: idxCatalogue, fieldNames: ['tags'] })).toThrow(/no field/)
  })
})
