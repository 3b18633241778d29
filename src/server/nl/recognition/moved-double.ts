import type { Lexicon } from '../tokens/lexicon'
import type { ItemBody } from './types'

/** A word with each run of one letter written once: "tobacco" and "tobbaco" are both "tobaco". */
const singled = (word: string) => word.replace(/(\p{L})\1+/gu, '$1')

const CLASS_WORDS = new WeakMap<Lexicon<ItemBody>, ReadonlyMap<string, string | null>>()

/** Every one-word class name with a doubled letter, by its singled form; null where two words share one. */
function classWords(lexicon: Lexicon<ItemBody>): ReadonlyMap<string, string | null> {
  const known = CLASS_WORDS.get(lexicon)
  if (known !== undefined) return known
  const built = new Map<string, string | null>()
  for (const words of lexicon.wordsByLength().values())
    for (const word of words) {
      if (word.length < 5 || !/^\p{L}+$/u.test(word) || singled(word) === word) continue
      const read = lexicon.match([{ kind: 'word', text: word, raw: word, before: '' }], 0)
      if (read?.length !== 1 || read.value.kind !== 'class') continue
      const key = singled(word)
      built.set(key, built.has(key) && built.get(key) !== word ? null : word)
    }
  CLASS_WORDS.set(lexicon, built)
  return built
}

/**
 * A class word typed with its doubled letter in the wrong place ("tobbaco" for "tobacco", "cofee" is one edit and
 * read already): two edits apart, too far for the nearest-word correction, but the same letters in the same order.
 * Only a class word of five letters or more, and only the one class word with those letters: a guess between two
 * would answer a different question.
 */
export function fromMovedDouble(word: string, lexicon: Lexicon<ItemBody>): string | null {
  if (word.length < 5 || !/^\p{L}+$/u.test(word) || singled(word) === word) return null
  const found = classWords(lexicon).get(singled(word)) ?? null
  return found === word ? null : found
}
