import type { Lexicon } from '../tokens/lexicon'
import type { ItemBody } from './types'
import { formIndex } from './form-index'

/** A word's first letter and its consonants after it: "highest" → "hghst", "over" → "ovr", "dividend" → "dvdnd". */
const skeletonOf = (word: string) => (word[0] ?? '') + word.slice(1).replace(/[aeiou]/gu, '')

/** Every known word by its skeleton; null where two words share one ("hgh" is "high" or "huge"). */
const skeletons = formIndex(skeletonOf)

/**
 * A word typed with its vowels dropped, as in a hurried message ("hghst dvdnd yld", "ovr", "abve"): the one known word
 * with the same first letter and consonants. Null when none has them or several do: a guess could be another word.
 */
export function fromSkeleton(word: string, lexicon: Lexicon<ItemBody>): string | null {
  if (word.length < 3 || !/^\p{L}+$/u.test(word) || skeletonOf(word) !== word) return null
  return skeletons(lexicon).get(word) ?? null
}
