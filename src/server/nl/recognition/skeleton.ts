import type { Lexicon } from '../tokens/lexicon'
import type { ItemBody } from './types'

/** A word's first letter and its consonants after it: "highest" → "hghst", "over" → "ovr", "dividend" → "dvdnd". */
const skeletonOf = (word: string) => (word[0] ?? '') + word.slice(1).replace(/[aeiou]/gu, '')

const SKELETONS = new WeakMap<Lexicon<ItemBody>, ReadonlyMap<string, string | null>>()

/** Every known word by its skeleton; null where two words share one ("hgh" is "high" or "huge"). */
function skeletons(lexicon: Lexicon<ItemBody>): ReadonlyMap<string, string | null> {
  const known = SKELETONS.get(lexicon)
  if (known !== undefined) return known
  const built = new Map<string, string | null>()
  for (const words of lexicon.wordsByLength().values())
    for (const word of words) {
      if (!/^\p{L}+$/u.test(word)) continue
      const skeleton = skeletonOf(word)
      if (skeleton === word) continue
      built.set(skeleton, built.has(skeleton) && built.get(skeleton) !== word ? null : word)
    }
  SKELETONS.set(lexicon, built)
  return built
}

/**
 * A word typed with its vowels dropped, as in a hurried message ("hghst dvdnd yld", "ovr", "abve"): the one known word
 * with the same first letter and consonants. Null when none has them or several do: a guess could be another word.
 */
export function fromSkeleton(word: string, lexicon: Lexicon<ItemBody>): string | null {
  if (word.length < 3 || !/^\p{L}+$/u.test(word) || skeletonOf(word) !== word) return null
  return skeletons(lexicon).get(word) ?? null
}
