import { describe, expect, it } from 'vitest'
import type { OrderKey } from './ast'
import { parseOrderBy } from './parse'
import { printOrderBy } from './print'
import { withoutSpans } from './spans'
import { LEADING_MINUS, PERIOD_EXPECTED, TOO_DEEP, TOO_LONG, WRAP_ARITHMETIC, itRejects } from './testing/error-cases'
import { arith, field, negate, num, orderKey } from './build'

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
