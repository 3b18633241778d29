import type { Market } from '../../shared/catalogue'
import { readAmount } from './amounts'
import type { Item } from './items'
import { rawText } from './tokenize'
import type { Token } from './tokenize'
import { LEXICONS } from './vocabulary/lexicons'

export interface Recognition {
  /** the meaningful items, in question order; filler words are dropped here */
  readonly items: readonly Item[]
  /** the words no table knows, as typed, each once (ignoring case), in question order */
  readonly unknown: readonly string[]
}

/**
 * Step 2: reads the tokens left to right. At each position a number (with its currency, scale and unit) is read
 * first, then the longest phrase of the market's vocabulary; a token neither can read is unknown.
 */
export function recognise(tokens: readonly Token[], market: Market): Recognition {
  const lexicon = LEXICONS[market]
  const items: Item[] = []
  const unknown: string[] = []
  let at = 0
  while (at < tokens.length) {
    const amount = readAmount(tokens, at)
    if (amount !== null) {
      items.push({ kind: 'number', amount: amount.amount, raw: amount.amount.raw })
      at += amount.length
      continue
    }
    const match = lexicon.match(tokens, at)
    if (match !== null) {
      const raw = rawText(tokens, at, at + match.length)
      if (match.value.kind !== 'filler') items.push({ ...match.value, raw })
      at += match.length
      continue
    }
    const token = tokens[at]
    const seen = unknown.some((word) => word.toLowerCase() === token?.raw.toLowerCase())
    if (token !== undefined && !seen) unknown.push(token.raw)
    at += 1
  }
  return { items, unknown }
}
