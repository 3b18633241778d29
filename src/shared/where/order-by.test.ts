import { describe, expect, it } from 'vitest'
import type { OrderKey } from './ast'
import { idxCatalogue, sgxCatalogue } from '../catalogue'
import { parseOrderBy } from './parse'
import { printField, printOrderBy } from './print'
import { withoutSpans } from './spans'
import { LEADING_MINUS, PERIOD_EXPECTED, TOO_DEEP, TOO_LONG, WRAP_ARITHMETIC, itRejects } from './testing/error-cases'
import { arith, field, negate, num, orderKey } from './build'
import { validateOrderBy } from './validate'

const valid: readonly (readonly [string, OrderKey[], string])[] = [
  ['market_cap', [orderKey(field('market_cap'))], 'market_cap'],
  ['-market_cap', [orderKey(field('market_cap'), true)], '-market_cap'],
  ['- Market_Cap', [orderKey(field('market_cap'), true)], '-market_cap'],
  ['revenue[2024]', [orderKey(field('revenue', 2024))], 'revenue[2024]'],
  ['52_w_high_price', [orderKey(field('52_w_high_price'))], '52_w_high_price'],
  [
    '-market_cap,symbol , -revenue[2024]',
    [orderKey(field('market_cap'), true), orderKey(field('symbol')), orderKey(field('revenue', 2024), true)],
    '-market_cap, symbol, -revenue[2024]',
  ],
  [
    '-(earnings[2024] / earnings[2023])',
    [orderKey(arith(field('earnings', 2024), '/', field('earnings', 2023)), true)],
    '-(earnings[2024] / earnings[2023])',
  ],
  ['(market_cap)', [orderKey(field('market_cap'))], 'market_cap'],
  ['(-market_cap)', [orderKey(negate(field('market_cap')))], '(-market_cap)'],
  ['(a * (b + 1))', [orderKey(arith(field('a'), '*', arith(field('b'), '+', num(1))))], '(a * (b + 1))'],
  ['-(5)', [orderKey(num(5), true)], '-(5)'],
]

describe('parseOrderBy', () => {
  it.each(valid)('parses %s', (text, keys, printed) => {
    const result = parseOrderBy(text)
    expect(result.ok && withoutSpans(result.value)).toEqual(keys)
    expect(printOrderBy(keys)).toBe(printed)
  })

  itRejects(parseOrderBy, 'UNSUPPORTED_ORDER_BY', [
    ['', 'Expected a field or an expression in parentheses, found end of input.', 0],
    ['a,,b', "Expected a field or an expression in parentheses, found ','.", 2],
    ['a,', 'Expected a field or an expression in parentheses, found end of input.', 2],
    ['-', "Expected a field or an expression in parentheses after '-', found end of input.", 1],
    ['-5', "Expected a field or an expression in parentheses after '-', found '5'.", 1],
    ["'symbol'", "Expected a field or an expression in parentheses, found the text 'symbol'.", 0],
    ['revenue[2024]/revenue[2023]', WRAP_ARITHMETIC, 13],
    ['-market_cap - 1', WRAP_ARITHMETIC, 12],
    ['((a + b)) * 2', WRAP_ARITHMETIC, 10],
    ['market_cap desc', LEADING_MINUS, 11],
    ['market_cap ASC', LEADING_MINUS, 11],
    ['market_cap symbol', "Expected ',' or end of input after the sort key, found 'symbol'.", 11],
    ['(a > 1)', "Expected ')' to close '(' at position 0, found '>'.", 3],
    ['(a', "Expected ')' to close '(' at position 0, found end of input.", 2],
    ['()', "Expected an expression after '(', found ')'.", 1],
    ['a; DROP TABLE companies', "Unexpected character ';'.", 1],
    ['revenue_q[Q0-2024]', PERIOD_EXPECTED, 10],
    [`${'('.repeat(60)}a${')'.repeat(60)}`, TOO_DEEP, 50],
    ['a'.repeat(5000), TOO_LONG, 4000],
  ])

  it('records the span of each key, sign included', () => {
    const result = parseOrderBy('-market_cap, (a / b)')
    expect(result.ok && result.value.map((key) => key.span)).toEqual([
      { start: 0, end: 11 },
      { start: 13, end: 20 },
    ])
    expect(result.ok && result.value[1]?.expr.span).toEqual({ start: 14, end: 19 })
  })
})

/** Every order_by error carries UNSUPPORTED_ORDER_BY, analysis errors included. */
describe('validateOrderBy', () => {
  itRejects((text) => validateOrderBy(text, idxCatalogue), 'UNSUPPORTED_ORDER_BY', [
    ['tags', "Cannot order by list field 'tags'.", 0],
    ['market_cap, -indices', "Cannot order by list field 'indices'.", 13],
    ['(5)', 'Order by must name a field.', 1],
    ['-(1 + 2)', 'Order by must name a field.', 2],
    ['foo', "Invalid field name 'foo'. Yearly fields use bracket notation: field[year].", 0],
    ['-revenue', "'revenue' is a yearly field: add a year, e.g. revenue[2025].", 1],
    ['(company_name + 1)', "Arithmetic needs numbers: 'company_name' is a text field.", 1],
    ['(tags * 2)', "The '*' operator is not supported on list field 'tags'; use 'in', '=', '!=' or 'like'.", 1],
    ['market_cap desc', LEADING_MINUS, 11],
  ])

  it('accepts numbers, text and dates, and lists the fields once each', () => {
    const result = validateOrderBy(
      '-market_cap, company_name, listing_date, -(revenue[2024] / revenue[2023]), market_cap',
      idxCatalogue,
    )
    expect(result.ok && result.value.fields.map(printField)).toEqual([
      'market_cap',
      'company_name',
      'listing_date',
      'revenue[2024]',
      'revenue[2023]',
    ])
    expect(result.ok && result.value.keys.map((key) => key.descending)).toEqual([true, false, false, true, false])
  })

  it('reads the SGX catalogue', () => {
    expect(validateOrderBy('-change_1y, (revenue[2024] - earnings[2024])', sgxCatalogue).ok).toBe(true)
    expect(validateOrderBy('-yield_ttm', sgxCatalogue)).toMatchObject({ ok: false, error: { position: 1 } })
  })
})
