import { describe, expect, it } from 'vitest'
import { MAX_EXPRESSION_LENGTH, MAX_LIST_ITEMS, MAX_NESTING_DEPTH } from './errors'
import type { WhereError } from './errors'
import { parseWhere } from './parse'
import { printCondition } from './print'
import { PERIOD_EXPECTED, TOO_DEEP, TOO_LONG, inEnglish, itRejects } from './testing/error-cases'

/** The error parseWhere reports for text that must be invalid. */
function errorOf(text: string): WhereError {
  const result = parseWhere(text)
  if (result.ok) throw new Error(`expected an error for ${text}`)
  return result.error
}

const deepParentheses = `${'('.repeat(MAX_NESTING_DEPTH + 1)}a${')'.repeat(MAX_NESTING_DEPTH + 1)} > 1`
const longChain = `a${' + a'.repeat(MAX_NESTING_DEPTH + 1)} > 1`
const longList = `a in [${Array.from({ length: MAX_LIST_ITEMS + 1 }, () => '1').join(',')}]`

describe('parseWhere errors', () => {
  // the code is INVALID_WHERE_CLAUSE for every syntax error
  itRejects(parseWhere, 'INVALID_WHERE_CLAUSE', [
    // empty and incomplete input
    ['', 'Expected a condition, found end of input.', 0],
    ['   ', 'Expected a condition, found end of input.', 3],
    ['a >', "Expected a value after '>', found end of input.", 3],
    ['a > 1 and', "Expected a condition after 'and', found end of input.", 9],
    ['not', "Expected a condition after 'not', found end of input.", 3],
    ['a + > 1', "Expected a value after '+', found '>'.", 4],
    // a value where a condition is needed
    ['market_cap', "Expected a comparison after 'market_cap', found end of input.", 10],
    ['(market_cap)', "Expected a comparison after '(market_cap)', found end of input.", 12],
    ['market_cap and b > 1', "Expected a comparison after 'market_cap', found 'and'.", 11],
    ['b > 1 and (market_cap)', "Expected a comparison after '(market_cap)', found end of input.", 22],
    ['(b > 1 or market_cap)', "Expected a comparison after 'market_cap', found ')'.", 20],
    ['not market_cap', "Expected a comparison after 'market_cap', found end of input.", 14],
    ['a + b', "Expected a comparison after 'a + b', found end of input.", 5],
    // a condition where a value is needed
    ['(a > 1) + 2 > 0', "Expected a value before '+', found the condition '(a > 1)'.", 0],
    ['(a > 1) = 1', "Expected a value before '=', found the condition '(a > 1)'.", 0],
    ['(a > 1) is null', "Expected a value before 'is', found the condition '(a > 1)'.", 0],
    ['a + (b > 1) = 2', "Expected ')' to close '(' at position 4, found '>'.", 7],
    ['a = (1 and b)', "Expected ')' to close '(' at position 4, found 'and'.", 7],
    // parentheses
    ['(a > 1', "Expected ')' to close '(' at position 0, found end of input.", 6],
    ['(a > 1 and (b > 2)', "Expected ')' to close '(' at position 0, found end of input.", 18],
    ['a > 1)', "Expected 'and', 'or' or end of input, found ')'.", 5],
    ['()', "Expected an expression after '(', found ')'.", 1],
    // operators
    ['a > 1 > 2', "Expected 'and', 'or' or end of input, found '>'.", 6],
    ['a == 1', "Expected a value after '=', found '='.", 3],
    ['a ! 1', "Unexpected character '!'.", 2],
    ['a = null', "Use 'is null' instead of '= null'.", 4],
    ['a <> null', "Use 'is not null' instead of '<> null'.", 5],
    ['a is 1', "Expected 'null' after 'is'.", 5],
    ['a is not', "Expected 'null' after 'is not'.", 8],
    ['a not > 1', "Expected 'like' or 'in' after 'not', found '>'.", 6],
    ['a like b', "Expected a pattern in quotes after 'like', found 'b'.", 7],
    ['a in 1', "Expected '[' or '(' to open the list after 'in', found '1'.", 5],
    ['a in []', "Expected a text or a number in the list, found ']'.", 6],
    ['a in [1, ]', "Expected a text or a number in the list, found ']'.", 9],
    ['a in [b]', "Expected a text or a number in the list, found 'b'.", 6],
    ['a in [-b]', "Expected a number after '-', found 'b'.", 7],
    ['a in (1, 2]', "Expected ',' or ')' in the list, found ']'.", 10],
    ['a in [1 2]', "Expected ',' or ']' in the list, found '2'.", 8],
    [longList, `The list has too many items (more than ${MAX_LIST_ITEMS}).`, 6 + 2 * MAX_LIST_ITEMS],
    // lexical errors
    ["a = 'abc", 'Unterminated string starting at position 4.', 4],
    ['a = "abc\\"', 'Unterminated string starting at position 4.', 4],
    ["a = 'abc\\", 'Unterminated string starting at position 4.', 4],
    ['a > 1.5abc', "Unexpected character 'a' after the number '1.5'.", 7],
    ['a > 1e999', "The number '1e999' is too large.", 4],
    ['a > 5.', "Unexpected character '.'.", 5],
    ['a > 1 # comment', "Unexpected character '#'.", 6],
    ['a = `b`', "Unexpected character '`'.", 4],
    ['a = {b}', "Unexpected character '{'.", 4],
    ['a = @b', "Unexpected character '@'.", 4],
    ['a\u0000 = 1', 'Unexpected character U+0000.', 1],
    ['a = 1 😀', "Unexpected character '😀'.", 6],
    // years
    ['revenue_q[Q5-2024] > 1', PERIOD_EXPECTED, 10],
    ['revenue_q[Q1-24] > 1', PERIOD_EXPECTED, 13],
    ['revenue_q[Q1 2024] > 1', PERIOD_EXPECTED, 10],
    ['revenue[24] > 1', PERIOD_EXPECTED, 8],
    ['revenue[20245] > 1', PERIOD_EXPECTED, 8],
    ['revenue[1899] > 1', PERIOD_EXPECTED, 8],
    ['revenue[ 2101 ] > 1', PERIOD_EXPECTED, 9],
    ['revenue[2024 > 1', PERIOD_EXPECTED, 8],
    ['revenue[] > 1', PERIOD_EXPECTED, 8],
    ['revenue [2024] > 1', 'Write the year right after the field name, without a space, e.g. revenue[2024].', 8],
    // keywords are not names
    ['and > 1', "Expected a condition, found 'and'.", 0],
    ['a > 1 and null = 1', "Expected a condition after 'and', found 'null'.", 10],
    // hostile input: comments are never skipped, SQL is never spliced
    ["'; DROP TABLE companies; --", 'Unterminated string starting at position 0.', 0],
    ['market_cap > 0; DROP TABLE companies; --', "Unexpected character ';'.", 14],
    ['market_cap > 0 UNION SELECT 1', "Expected 'and', 'or' or end of input, found 'UNION'.", 15],
    ['market_cap > 0 -- DROP TABLE x', "Expected 'and', 'or' or end of input, found 'TABLE'.", 23],
    ['/* x */', "Expected a condition, found '/'.", 0],
    ['market_cap > 0 /* x */', "Expected a value after '/', found '*'.", 16],
    ["a = 1 or 'x' = 'x' --", "Expected a value after '-', found end of input.", 21],
    // limits
    [deepParentheses, TOO_DEEP, MAX_NESTING_DEPTH],
    [longChain, TOO_DEEP, 4 * (MAX_NESTING_DEPTH + 1) - 2],
    [`${'not '.repeat(60)}a > 1`, TOO_DEEP, 200],
    [`a > ${'-'.repeat(51)}b`, TOO_DEEP, 54],
    // the tree itself: 50 additions under a comparison are 51 levels, reported at the comparison
    [`a${' + a'.repeat(50)} >= 1`, TOO_DEEP, 202],
    [`a = '${'x'.repeat(5000)}'`, TOO_LONG, MAX_EXPRESSION_LENGTH],
  ])

  it('answers 100 000 nested parentheses at once, without recursing', () => {
    const started = performance.now()
    expect(inEnglish(parseWhere('('.repeat(100_000)))).toEqual({
      ok: false,
      error: {
        code: 'INVALID_WHERE_CLAUSE',
        message: 'The expression is too long (more than 4000 characters).',
        position: 4000,
      },
    })
    expect(errorOf('('.repeat(MAX_EXPRESSION_LENGTH)).position).toBe(MAX_NESTING_DEPTH)
    expect(performance.now() - started).toBeLessThan(100)
  })

  it('accepts exactly the limits, and so does the canonical text of what it accepts', () => {
    const nested = `${'('.repeat(MAX_NESTING_DEPTH)}a${')'.repeat(MAX_NESTING_DEPTH)} > 1`
    const list = `a in [${Array.from({ length: MAX_LIST_ITEMS }, () => '1').join(',')}]`
    const long = `a = '${'x'.repeat(MAX_EXPRESSION_LENGTH - 6)}'`
    const chain = `a${' + a'.repeat(MAX_NESTING_DEPTH - 2)} > 1`
    // printed as -(-(-(...))) and (... and (... or ...)): parentheses the original did not have
    const negations = `a > ${'-'.repeat(MAX_NESTING_DEPTH - 1)}b`
    const junctions = `${'a > 1 and (b > 1 or '.repeat(MAX_NESTING_DEPTH / 2 - 1)}c > 1${')'.repeat(MAX_NESTING_DEPTH / 2 - 1)}`
    expect(long).toHaveLength(MAX_EXPRESSION_LENGTH)
    for (const text of [nested, list, long, chain, negations, junctions]) {
      const parsed = parseWhere(text)
      expect(parsed.ok).toBe(true)
      if (parsed.ok) expect(parseWhere(printCondition(parsed.value)).ok).toBe(true)
    }
  })
})
