import type { Lexicon } from '../tokens/lexicon'
import type { ItemBody } from './types'
import { formIndex } from './form-index'

/** A word with each run of one letter written once: "tobacco" and "tobbaco" are both "tobaco". */
const singled = (word: string) => word.replace(/(\p{L})\1+/gu, '$1')

/** Every one-word class name of five letters or more with a doubled letter, by its singled form. */
const classWords = formIndex(singled, (word, lexicon) => {
  const read = lexicon.match([{ kind: 'word', text: word, raw: word, before: '' }], 0)
  return word.length >= 5 && read?.length === 1 && read.value.kind === 'class'
})

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
