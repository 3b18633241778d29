/** Typos inside a phrase the words around them make: "gross margn", "near their 52 week hihg", "laba sebelum pajk". */
import { editDistance } from '../../../shared/where/field-names'
import type { Lexicon } from '../tokens/lexicon'
import type { Token } from '../tokens/tokenize'
import type { ItemBody } from './types'
import { NEGATIONS } from '../vocabulary/negations'
import { EVERYDAY_WORDS } from '../vocabulary/everyday-words'

type Match = ReturnType<Lexicon<ItemBody>['match']>

/** How many words on a phrase may run before its mistyped word ("near their 52 week hihg"). */
export const LOOK_AHEAD = 4

/**
 * A mistyped word a few words on that finishes a phrase starting at `at` ("gross margn", "batu bra", "near their
 * 52 week hihg"): the words before it as the phrase has them, and it one edit from the phrase's word (two for
 * words of eight letters or more). The phrase around it makes even a three-letter word safe to correct.
 */
export function correctAhead(read: readonly Token[], at: number, lexicon: Lexicon<ItemBody>) {
  const first = read[at]
  if (first === undefined) return null
  for (const words of lexicon.phrasesFrom(first.text)) {
    for (let offset = 1; offset < Math.min(words.length, LOOK_AHEAD + 1); offset += 1) {
      const token = read[at + offset]
      const wanted = words[offset]
      if (token === undefined || wanted === undefined) break
      if (token.text === wanted) continue
      if (!isNearMiss(token, wanted, lexicon)) break
      const trial = read.map((each, index) => (index === at + offset ? { ...each, text: wanted } : each))
      const match = lexicon.match(trial, at)
      if (match !== null && match.length > offset) return { at: at + offset, text: wanted }
      break
    }
  }
  return null
}

function isNearMiss(token: Token, wanted: string, lexicon: Lexicon<ItemBody>): boolean {
  const word = token.text
  if (
    token.kind !== 'word' ||
    word.length < 3 ||
    NEGATIONS.has(word) ||
    EVERYDAY_WORDS.has(word) ||
    lexicon.knows(word)
  )
    return false
  return editDistance(word, wanted) <= (word.length >= 8 ? 2 : 1)
}

/** After the phrase `match`, a word no phrase starts with and then another word ("with dividned yield" is not one). */
export function strandedAfter(read: readonly Token[], at: number, match: Match, lexicon: Lexicon<ItemBody>): boolean {
  const next = match === null ? -1 : at + match.length
  return read[next]?.kind === 'word' && read[next + 1]?.kind === 'word' && lexicon.match(read, next) === null
}
