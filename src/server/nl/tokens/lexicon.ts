import { phraseTokens } from './tokenize'
import type { Token } from './tokenize'

interface Entry<T> {
  readonly words: readonly string[]
  readonly value: T
}

/**
 * A phrase table: multi-word phrases of the vocabulary with what they mean, matched longest first, so that
 * `market cap` wins over `market`, `price to book` over `price`, and `IDX30` over the market word `IDX`.
 */
export class Lexicon<T> {
  private readonly byFirstWord = new Map<string, Entry<T>[]>()
  private readonly keys = new Map<string, string>()
  private byLength: Map<number, string[]> | null = null
  private known: Set<string> | null = null

  /**
   * Adds a phrase. The vocabulary tables must not say the same phrase twice (a silent winner would be a hidden
   * decision), so a duplicate throws when the module loads, unless `ifNew` marks a lower-priority source.
   */
  add(phrase: string, value: T, source: string, ifNew = false): void {
    const words = phraseTokens(phrase)
    const key = words.join(' ')
    const first = words[0]
    if (first === undefined) throw new Error(`empty phrase from ${source}`)
    const existing = this.keys.get(key)
    if (existing !== undefined) {
      if (ifNew) return
      throw new Error(`the phrase '${key}' is defined twice: by ${existing} and by ${source}`)
    }
    this.keys.set(key, source)
    const entries = this.byFirstWord.get(first) ?? []
    entries.push({ words, value })
    entries.sort((a, b) => b.words.length - a.words.length)
    this.byFirstWord.set(first, entries)
  }

  /** Every word the phrases are made of, by length: what a mistyped word is corrected to. */
  wordsByLength(): ReadonlyMap<number, readonly string[]> {
    if (this.byLength === null) {
      const words = new Set([...this.byFirstWord.values()].flat().flatMap((entry) => entry.words))
      const byLength = new Map<number, string[]>()
      for (const word of words) {
        if (!/^\p{L}{3,}$/u.test(word)) continue
        byLength.set(word.length, [...(byLength.get(word.length) ?? []), word])
      }
      this.byLength = byLength
    }
    return this.byLength
  }

  /** The phrases that start with a word, each as its words, longest first. */
  phrasesFrom(word: string): readonly (readonly string[])[] {
    return (this.byFirstWord.get(word) ?? []).map((entry) => entry.words)
  }

  /** Whether a word is part of some phrase: what needs no correction. */
  knows(word: string): boolean {
    this.known ??= new Set([...this.wordsByLength().values()].flat())
    return this.known.has(word)
  }

  /** The longest phrase starting at `at`, with the number of tokens it covers. */
  match(tokens: readonly Token[], at: number): { length: number; value: T } | null {
    const first = tokens[at]
    if (first === undefined) return null
    for (const entry of this.byFirstWord.get(first.text) ?? []) {
      if (entry.words.every((word, offset) => tokens[at + offset]?.text === word))
        return { length: entry.words.length, value: entry.value }
    }
    return null
  }
}
