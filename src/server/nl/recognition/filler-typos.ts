import { editDistance } from '../../../shared/where/field-names'
import type { Lexicon } from '../tokens/lexicon'
import type { Token } from '../tokens/tokenize'
import { AGENT_NOUNS_AFTER } from '../vocabulary/classes'
import type { ItemBody } from './types'

/** The nouns for the companies of a class, and "companies" itself: what a class word is said before. */
const COMPANY_NOUNS: ReadonlySet<string> = new Set([...AGENT_NOUNS_AFTER, 'companies', 'company'])

/** Whether a word alone is a filler of the market's vocabulary: read, it adds nothing to the screen. */
export function isFiller(word: string, lexicon: Lexicon<ItemBody>): boolean {
  return lexicon.match([{ kind: 'word', text: word, raw: word, before: '' }], 0)?.value.kind === 'filler'
}

/**
 * Whether reading a mistyped word as a filler would drop a content word: before a company noun ("shoe makrs",
 * "zork cos") the word names the class those companies are in, so read as "show" it would vanish and the screen
 * would answer for every company. Such a word stays unknown and the question is refused.
 */
export function dropsClassWord(read: readonly Token[], at: number, fixed: string, lexicon: Lexicon<ItemBody>): boolean {
  const next = read[at + 1]
  if (next?.kind !== 'word' || !isFiller(fixed, lexicon)) return false
  if (COMPANY_NOUNS.has(next.text)) return true
  return next.text.length >= 4 && [...COMPANY_NOUNS].some((noun) => editDistance(next.text, noun) <= 1)
}

/**
 * Between a filler and a company noun equally near a mistyped word ("makrs": "makes" or "makers"), the noun: read as
 * the filler the word would vanish, read as the noun it keeps the class before it or is refused alone.
 */
export function preferCompanyNoun(
  chosen: string,
  rivals: readonly { word: string }[],
  lexicon: Lexicon<ItemBody>,
): string {
  const noun = rivals.find(({ word }) => AGENT_NOUNS_AFTER.has(word))
  return noun !== undefined && isFiller(chosen, lexicon) ? noun.word : chosen
}
