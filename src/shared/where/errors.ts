import { englishWhereText, type WhereText } from './messages'

/**
 * Errors of the where/order_by language. They are values, not exceptions, at the public boundary: the dashboard
 * validates on every keystroke and the server turns them into `{"error": CODE, "message": ...}` bodies.
 */

/** The error codes of the real service's screener validation. */
export type WhereErrorCode =
  | 'INVALID_WHERE_CLAUSE'
  | 'TYPE_MISMATCH'
  | 'UNSUPPORTED_OPERATOR'
  | 'INVALID_DATE_FORMAT'
  | 'UNSUPPORTED_ORDER_BY'
  | 'QUARTERLY_NOT_SUPPORTED'

export interface WhereError {
  readonly code: WhereErrorCode
  /**
   * One sentence saying what was expected and what was found, as a message key and values: the API writes it in
   * English (`englishMessage`), the dashboard in the language shown. Only the key travels, so the dashboard's code
   * holds no English copy of the language's messages.
   */
  readonly text: WhereText
  /** 0-based offset (in UTF-16 code units, like JavaScript string indices) of the characters at fault. */
  readonly position: number
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: WhereError }

/** Texts longer than this are rejected before lexing, which bounds the work any request can cause. */
export const MAX_EXPRESSION_LENGTH = 4000
/** Parentheses, `not`, unary minus and chained arithmetic each add a level; this bounds recursion everywhere. */
export const MAX_NESTING_DEPTH = 50
export const MAX_LIST_ITEMS = 1000

export function ok<T>(value: T): Result<T> {
  return { ok: true, value }
}

export function failed<T>(error: WhereError): Result<T> {
  return { ok: false, error }
}

/**
 * Thrown inside the lexer, parser and analyser only, where unwinding a deep recursion by hand would bury the
 * grammar under error plumbing; every public function catches it and returns a `Result`.
 */
export class WhereFailure extends Error {
  constructor(readonly error: WhereError) {
    // the message key, not the sentence: writing the English here would bring every message into the dashboard
    super(error.text.key)
    this.name = 'WhereFailure'
  }
}

/** Throws a `WhereFailure`: the one way the internals report an error. */
export function fail(code: WhereErrorCode, text: WhereText, position: number): never {
  throw new WhereFailure(whereError(code, text, position))
}

export const whereError = (code: WhereErrorCode, text: WhereText, position: number): WhereError => ({
  code,
  text,
  position,
})

/** The error's sentence in English, ending with a period: what the API answers. */
export const englishMessage = (error: WhereError): string => englishWhereText(error.text)

/** Runs an internal step and turns its `WhereFailure` into a failed `Result`; anything else is a bug and escapes. */
export function attempt<T>(step: () => T): Result<T> {
  try {
    return ok(step())
  } catch (error) {
    if (error instanceof WhereFailure) return failed(error.error)
    throw error
  }
}

/** Quotes a piece of source or a value for a message, on one line and shortened so the message stays readable. */
export function quote(text: string, maxLength = 40): string {
  const line = text.replace(/\s+/g, ' ')
  const short = line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line
  return `'${short}'`
}
