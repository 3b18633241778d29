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

/** "lost half their value", "doubled in value": the price's value, read by the price moves */
const VALUE_OWNERS: ReadonlySet<string> = new Set(['their', 'its', 'in'])

/**
 * Words that are filler only beside their companion, as typed, when the question lacks it: an index word in a
 * question that names no index, "value" anywhere but right after a metric ("market cap value" adds nothing;
 * "value banks" is an investing style with no field). Empty when every such word has its companion.
 */
export function strayCompanionWords(tokens: readonly Token[], items: readonly Item[]): readonly string[] {
  const inPhrases = new Set(items.flatMap((item) => item.raw.toLowerCase().split(/\s+/u)))
  const afterMetric = new Set(
    items.filter((item) => item.kind === 'metric').map((item) => item.raw.toLowerCase().split(/\s+/u).at(-1)),
  )
  const namesIndex = items.some((item) => item.kind === 'index' || item.kind === 'missing')
  return tokens
    .filter((token, at) => {
      if (inPhrases.has(token.text)) return false
      if (INDEX_MEMBER_WORDS.has(token.text)) return !namesIndex
      const before = tokens[at - 1]?.text
      return token.text === 'value' && !afterMetric.has(before) && !VALUE_OWNERS.has(before ?? '')
    })
    .map((token) => token.raw)
}
