import type { Lexicon } from '../tokens/lexicon'
import type { ItemBody } from './types'

/** The known words by a reduced form of theirs; null where two words share one: a guess could be another word. */
export type FormIndex = (lexicon: Lexicon<ItemBody>) => ReadonlyMap<string, string | null>

/**
 * An index of the lexicon's one-word entries by `formOf`, built once per lexicon. A word whose form is itself has
 * nothing to correct and is left out, and so is one `keeps` turns down.
 */
export function formIndex(
  formOf: (word: string) => string,
  keeps: (word: string, lexicon: Lexicon<ItemBody>) => boolean = () => true,
): FormIndex {
  const built = new WeakMap<Lexicon<ItemBody>, ReadonlyMap<string, string | null>>()
  return (lexicon) => {
    const known = built.get(lexicon)
    if (known !== undefined) return known
    const index = new Map<string, string | null>()
    for (const words of lexicon.wordsByLength().values())
      for (const word of words) {
        if (!/^\p{L}+$/u.test(word)) continue
        const form = formOf(word)
        if (form === word || !keeps(word, lexicon)) continue
        index.set(form, index.has(form) && index.get(form) !== word ? null : word)
      }
    built.set(lexicon, index)
    return index
  }
}
