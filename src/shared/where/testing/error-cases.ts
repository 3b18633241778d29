import { expect, it } from 'vitest'
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
    expect(check(text)).toEqual({ ok: false, error: { code, message, position } })
  })
}
