import { expect, it } from 'vitest'
import { MAX_EXPRESSION_LENGTH, MAX_NESTING_DEPTH } from '../errors'
import type { Result, WhereErrorCode } from '../errors'

/** A text that must fail, the message it must fail with, and the position the error must point at. */
export type ErrorCase = readonly [text: string, message: string, position: number]

/**
 * One test per case: `check` fails on the text with `code`, the message and the position. The error tables of
 * the where and order_by tests (parsing, analysis, validation) all run through here, each under its code.
 */
export function itRejects(
  check: (text: string) => Result<unknown>,
  code: WhereErrorCode,
  cases: readonly ErrorCase[],
): void {
  it.each(cases)('rejects %j', (text, message, position) => {
    // `text` is the same sentence as key and values, for the dashboard; the English is written from it
    const result = check(text)
    expect(result.ok ? result : { ...result, error: { ...result.error, text: undefined } }).toEqual({
      ok: false,
      error: { code, message, position, text: undefined },
    })
  })
}

/** The messages several tables expect, spelled once so that a row stays one line. */
export const PERIOD_EXPECTED = "Expected a year or a quarter inside '[...]', e.g. revenue[2024] or revenue_q[Q1-2024]."
export const TOO_DEEP = `The expression is nested too deeply (more than ${MAX_NESTING_DEPTH} levels).`
export const TOO_LONG = `The expression is too long (more than ${MAX_EXPRESSION_LENGTH} characters).`
export const WRAP_ARITHMETIC = 'Wrap arithmetic in parentheses to order by it, e.g. -(earnings[2024] / earnings[2023]).'
export const LEADING_MINUS = "Use a leading '-' for descending order, e.g. -market_cap; ascending is the default."
