import type { Token } from '../tokens/tokenize'
import type { Item } from './types'

/**
 * Words that say "members of an index": filler beside the index they belong to ("LQ45 constituents", "anggota
 * indeks IDX30"), but alone ("top 10 constituents by market cap", "saham indeks yang untung") they name an index
 * nobody said, and reading the rest would answer about every company: a different question.
 */
const INDEX_MEMBER_WORDS: ReadonlySet<string> = new Set([
  'index',
  'indices',
  'indexes',
  'constituent',
  'constituents',
  'member',
  'members',
  'components',
  'indeks',
  'konstituen',
  'anggota',
])

/** The index-membership words, as typed, read as filler in a question that names no index; empty when it names one. */
export function strayIndexWords(tokens: readonly Token[], items: readonly Item[]): readonly string[] {
  if (items.some((item) => item.kind === 'index' || item.kind === 'missing')) return []
  const inPhrases = items.flatMap((item) => item.raw.toLowerCase().split(/\s+/u))
  return tokens
    .filter((token) => INDEX_MEMBER_WORDS.has(token.text) && !inPhrases.includes(token.text))
    .map((token) => token.raw)
}
