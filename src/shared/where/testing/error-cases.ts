import { expect, it } from 'vitest'
import { englishMessage, MAX_EXPRESSION_LENGTH, MAX_NESTING_DEPTH } from '../errors'
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
    expect(inEnglish(check(text))).toEqual({ ok: false, error: { code, message, position } })
  })
}

/** A result as the API reports it: an error's sentence written in English from its key and values. */
export function inEnglish<T>(result: Result<T>) {
  if (result.ok) return result
  const { code, position } = result.error
  return { ok: false, error: { code, message: englishMessage(result.error), position } } as const
}

/** The messages several tables expect, spelled once so that a row stays one line. */
export const PERIOD_EXPECTED = "Expected a year or a quarter inside '[...]', e.g. revenue[2024] or revenue_q[Q1-2024]."
export const TOO_DEEP = `The expression is nested too deeply (more than ${MAX_NESTING_DEPTH} levels).`
export const TOO_LONG = `The expression is too long (more than ${MAX_EXPRESSION_LENGTH} characters).`
export const WRAP_ARITHMETIC = 'Wrap arithmetic in parentheses to order by it, e.g. -(earnings[2024] / earnings[2023]).'
export const LEADING_MINUS = "Use a leading '-' for descending order, e.g. -market_cap; ascending is the default."
