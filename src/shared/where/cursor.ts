import { childrenOf } from './ast'
import type { Node } from './ast'
import { fail, MAX_NESTING_DEPTH } from './errors'
import { whereText, type WhereText, type WhereValue } from './messages'
import { readToken } from './lexer'
import { describeToken, isKeywordToken, isSymbol } from './tokens'
import type { Keyword, KeywordToken, Punctuator, SymbolToken, Token } from './tokens'

const TOO_DEEP = whereText('tooDeep', { max: MAX_NESTING_DEPTH })

/**
 * The parser's view of the text: tokens read lazily (so the first error in the text is the one reported, lexical
 * or not), one token of memory behind and any number ahead, and the nesting limits.
 *
 * Three measures are each held to MAX_NESTING_DEPTH: open parentheses and open prefix operators (`not`, unary
 * minus) bound the parser's recursion before it happens; the depth of the tree (operators above operators, leaves
 * not counted) bounds every later walk over it (printing, analysis, SQL) and left-associative chains such as
 * `a + a + ...`, which do not recurse. Canonical printing never adds prefix operators and adds at most one
 * parenthesis per tree level, so printed text stays within the limits of the text it came from.
 */
export class Cursor {
  private readonly ahead: Token[] = []
  private last: Token | null = null
  private parentheses = 0
  private prefixes = 0
  private readonly depths = new WeakMap<Node, number>()

  constructor(readonly text: string) {}

  /** The token `offset` places ahead of the current one, without consuming anything. */
  peek(offset = 0): Token {
    while (this.ahead.length <= offset) {
      const tail = this.ahead.at(-1) ?? this.last
      this.ahead.push(readToken(this.text, tail?.end ?? 0))
    }
    const token = this.ahead[offset]
    if (token === undefined) throw new Error('unreachable: the lookahead was just filled')
    return token
  }

  next(): Token {
    const token = this.peek()
    if (token.kind !== 'end') this.ahead.shift()
    this.last = token
    return token
  }

  /** The last consumed token, which error messages quote as the context ("after '>'"). */
  get previous(): Token | null {
    return this.last
  }

  /** Where the last consumed token ends: the end of the span of whatever was just parsed. */
  get end(): number {
    return this.last?.end ?? 0
  }

  /** Consumes the next token when it is one of `symbols`. */
  eatSymbol<P extends Punctuator>(...symbols: readonly P[]): (SymbolToken & { readonly symbol: P }) | null {
    const token = this.peek()
    if (!isSymbol(token, ...symbols)) return null
    this.next()
    return token
  }

  /** Consumes the next token when it is `keyword`. */
  eatKeyword(keyword: Keyword): KeywordToken | null {
    const token = this.peek()
    if (!isKeywordToken(token, keyword)) return null
    this.next()
    return token
  }

  /** Consumes a `)` that closes `open`, or reports the unbalanced parenthesis. */
  private close(open: Token): void {
    if (this.eatSymbol(')') !== null) return
    this.fail(whereText('unclosedParenthesis', { position: open.start, found: this.found() }), this.peek().start)
  }

  /** How messages describe the next token: `'and'`, `end of input`... */
  found(): WhereValue {
    return this.describe(this.peek())
  }

  describe(token: Token): WhereValue {
    return describeToken(token, this.text)
  }

  /** The source text of a token, as written (`<>` stays `<>`). */
  source(token: Token): string {
    return this.text.slice(token.start, token.end)
  }

  /** Consumes `(` and parses what it encloses with `inner`, then its `)`. */
  parenthesised<T>(open: Token, inner: () => T): T {
    this.next()
    this.parentheses += 1
    if (this.parentheses > MAX_NESTING_DEPTH) this.fail(TOO_DEEP, open.start)
    const value = inner()
    this.close(open)
    this.parentheses -= 1
    return value
  }

  /** Consumes a prefix operator (`not`, unary minus) and parses its operand with `operand`. */
  prefixed<T>(operator: Token, operand: () => T): T {
    this.next()
    this.prefixes += 1
    if (this.prefixes > MAX_NESTING_DEPTH) this.fail(TOO_DEEP, operator.start)
    const value = operand()
    this.prefixes -= 1
    return value
  }

  /** Records a node just built, failing at `at` (its operator) when the tree grows too deep. */
  built<N extends Node>(node: N, at: Token): N {
    const depth = 1 + Math.max(0, ...childrenOf(node).map((child) => this.depths.get(child) ?? 0))
    if (depth > MAX_NESTING_DEPTH) this.fail(TOO_DEEP, at.start)
    this.depths.set(node, depth)
    return node
  }

  /** Reports a syntax error; `parseOrderBy` re-labels it with its own code. */
  fail(text: WhereText, position: number): never {
    return fail('INVALID_WHERE_CLAUSE', text, position)
  }
}
