import { quote } from './errors'
import { whereText, type WhereValue } from './messages'

/** Reserved words, matched case-insensitively; they can never be field names. */
export const KEYWORDS = ['and', 'or', 'not', 'like', 'in', 'is', 'null'] as const
export type Keyword = (typeof KEYWORDS)[number]

/** Punctuation and operators. `<>` is lexed as `!=`; the token's source text keeps what was written. */
export type Punctuator = '=' | '!=' | '>' | '>=' | '<' | '<=' | '+' | '-' | '*' | '/' | '(' | ')' | '[' | ']' | ','

interface Located {
  /** Half-open range `[start, end)` of the token in the source text. */
  readonly start: number
  readonly end: number
}

/** A field name, lower-cased, with the year of an attached `[YYYY]` or `[Qn-YYYY]` (part of the same token). */
export interface NameToken extends Located {
  readonly kind: 'name'
  readonly name: string
  readonly year: number | null
  /** the n of `[Qn-YYYY]`, null for `[YYYY]` or no bracket */
  readonly quarter: number | null
}

export interface NumberToken extends Located {
  readonly kind: 'number'
  readonly value: number
}

export interface StringToken extends Located {
  readonly kind: 'string'
  readonly value: string
}

export interface KeywordToken extends Located {
  readonly kind: 'keyword'
  readonly keyword: Keyword
}

export interface SymbolToken extends Located {
  readonly kind: 'symbol'
  readonly symbol: Punctuator
}

/** End of input: `start` and `end` are both the text's length. */
export interface EndToken extends Located {
  readonly kind: 'end'
}

export type Token = NameToken | NumberToken | StringToken | KeywordToken | SymbolToken | EndToken

export function isKeyword(word: string): word is Keyword {
  return KEYWORDS.some((keyword) => keyword === word)
}

/** Is `token` one of `symbols`? Narrows to exactly those symbols, so the other branch keeps the rest. */
export function isSymbol<P extends Punctuator>(
  token: Token,
  ...symbols: readonly P[]
): token is SymbolToken & { readonly symbol: P } {
  return token.kind === 'symbol' && symbols.some((symbol) => symbol === token.symbol)
}

export function isKeywordToken<K extends Keyword>(
  token: Token,
  keyword: K,
): token is KeywordToken & { readonly keyword: K } {
  return token.kind === 'keyword' && token.keyword === keyword
}

/** How a message names a token it did not expect: `'and'`, `the text 'abc'`, `end of input`. */
export function describeToken(token: Token, text: string): WhereValue {
  const source = text.slice(token.start, token.end)
  switch (token.kind) {
    case 'end':
      return whereText('endOfInput')
    case 'string':
      return whereText('theText', { text: quote(token.value) })
    case 'name':
    case 'number':
    case 'keyword':
    case 'symbol':
      return quote(source)
  }
}
