import { fail } from './errors'
import { whereText } from './messages'
import { isKeyword } from './tokens'
import type { Punctuator, Token } from './tokens'

const WHITESPACE = new Set([' ', '\t', '\r', '\n'])
const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_]*/y
const WORD = /[A-Za-z0-9_]+/y
/** `12`, `1.5`, `.5`, `1e12`, `2.5E-3`. A leading dot is accepted because people write `pe_ttm < .5`. */
const NUMBER = /(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?/y
const WORD_CHARACTER = /[A-Za-z0-9_]/
const TWO_CHARACTER_SYMBOLS = new Map<string, Punctuator>([
  ['!=', '!='],
  ['<>', '!='],
  ['>=', '>='],
  ['<=', '<='],
])
const SINGLE: readonly Punctuator[] = ['=', '>', '<', '+', '-', '*', '/', '(', ')', '[', ']', ',']
const ONE_CHARACTER_SYMBOLS = new Map<string, Punctuator>(SINGLE.map((symbol) => [symbol, symbol]))
export const PERIOD_EXPECTED = whereText('periodExpected')

/** Matches a sticky regular expression at `at`, returning the matched text or null. */
function matchAt(pattern: RegExp, text: string, at: number): string | null {
  pattern.lastIndex = at
  return pattern.exec(text)?.[0] ?? null
}

/**
 * Reads the token that starts at or after `from` (after whitespace). Nothing is ever skipped as a comment: `--` is
 * two minus signs and `/*` a slash and a star, so text that looks like SQL cannot hide part of an expression.
 */
export function readToken(text: string, from: number): Token {
  let start = from
  while (start < text.length && WHITESPACE.has(text.charAt(start))) start += 1
  if (start >= text.length) return { kind: 'end', start: text.length, end: text.length }

  const char = text.charAt(start)
  if (char === "'" || char === '"') return readString(text, start)
  if (/[0-9]/.test(char) || (char === '.' && /[0-9]/.test(text.charAt(start + 1)))) return readNumber(text, start)
  const identifier = matchAt(IDENTIFIER, text, start)
  if (identifier !== null) return readName(text, start, identifier)

  const two = TWO_CHARACTER_SYMBOLS.get(text.slice(start, start + 2))
  if (two !== undefined) return { kind: 'symbol', symbol: two, start, end: start + 2 }
  const one = ONE_CHARACTER_SYMBOLS.get(char)
  if (one !== undefined) return { kind: 'symbol', symbol: one, start, end: start + 1 }
  return fail(
    'INVALID_WHERE_CLAUSE',
    whereText('unexpectedCharacter', { character: showCharacter(text, start) }),
    start,
  )
}

/** A quoted character, or its code point when it would be invisible in a message (controls, odd spaces). */
function showCharacter(text: string, at: number): string {
  const codePoint = text.codePointAt(at) ?? 0
  const character = String.fromCodePoint(codePoint)
  if (/[\p{L}\p{N}\p{P}\p{S}]/u.test(character)) return `'${character}'`
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`
}

/**
 * String : "'" Character* "'" | '"' Character* '"'
 * A doubled quote stands for one quote (`'O''Neil'`, as in SQL); a backslash takes the next character literally
 * (`'Dr\'s'`), as people coming from JavaScript expect.
 */
function readString(text: string, start: number): Token {
  const quote = text.charAt(start)
  let value = ''
  let at = start + 1
  for (;;) {
    if (at >= text.length) break
    const char = text.charAt(at)
    if (char === '\\') {
      if (at + 1 >= text.length) break
      value += text.charAt(at + 1)
      at += 2
    } else if (char === quote) {
      if (text.charAt(at + 1) !== quote) return { kind: 'string', value, start, end: at + 1 }
      value += quote
      at += 2
    } else {
      value += char
      at += 1
    }
  }
  return fail('INVALID_WHERE_CLAUSE', whereText('unterminatedString', { position: start }), start)
}

/**
 * Number : Digits ('.' Digits)? Exponent? | '.' Digits Exponent?
 * Some field names start with digits (`52_w_high_price`): a number followed directly by a letter or `_` is
 * re-read as a name when the whole word is made of name characters.
 */
function readNumber(text: string, start: number): Token {
  const literal = matchAt(NUMBER, text, start) ?? ''
  const end = start + literal.length
  if (WORD_CHARACTER.test(text.charAt(end))) {
    const word = matchAt(WORD, text, start) ?? ''
    if (word.length >= literal.length) return readName(text, start, word)
    const character = showCharacter(text, end)
    return fail('INVALID_WHERE_CLAUSE', whereText('unexpectedAfterNumber', { character, number: `'${literal}'` }), end)
  }
  const value = Number(literal)
  if (!Number.isFinite(value))
    return fail('INVALID_WHERE_CLAUSE', whereText('numberTooLarge', { number: `'${literal}'` }), start)
  return { kind: 'number', value, start, end }
}

/** Name : Word ('[' Period ']')?   with no space between the word and '[' (a space there is a syntax error) */
function readName(text: string, start: number, word: string): Token {
  const name = word.toLowerCase()
  const end = start + word.length
  if (isKeyword(name)) return { kind: 'keyword', keyword: name, start, end }
  if (text.charAt(end) !== '[') return { kind: 'name', name, year: null, quarter: null, start, end }
  const { year, quarter, end: periodEnd } = readPeriod(text, end)
  return { kind: 'name', name, year, quarter, start, end: periodEnd }
}

/**
 * Period : '[' Whitespace* ( Year | 'Q' Digit '-' Year ) Whitespace* ']'
 * Year   : Digit Digit Digit Digit   in 1900–2100;   the quarter digit is 1–4 and `q` may be lower case.
 */
function readPeriod(text: string, open: number): { year: number; quarter: number | null; end: number } {
  let at = open + 1
  while (WHITESPACE.has(text.charAt(at))) at += 1
  let quarter: number | null = null
  const quarterMatch = /^[Qq]([1-4])-/.exec(text.slice(at, at + 3))
  if (quarterMatch !== null) {
    quarter = Number(quarterMatch[1])
    at += 3
  }
  const { year, end } = readYear(text, at)
  return { year, quarter, end }
}

/** The four-digit year at `from`, then the closing bracket; errors point at where the year should start. */
function readYear(text: string, from: number): { year: number; end: number } {
  let at = from
  const digitsStart = at
  while (/[0-9]/.test(text.charAt(at))) at += 1
  const year = Number(text.slice(digitsStart, at))
  if (at - digitsStart !== 4 || year < 1900 || year > 2100) fail('INVALID_WHERE_CLAUSE', PERIOD_EXPECTED, digitsStart)
  while (WHITESPACE.has(text.charAt(at))) at += 1
  if (text.charAt(at) !== ']') fail('INVALID_WHERE_CLAUSE', PERIOD_EXPECTED, digitsStart)
  return { year, end: at + 1 }
}
