import type { Lexicon } from '../tokens/lexicon'
import type { Token } from '../tokens/tokenize'
import { EVERYDAY_WORDS } from '../vocabulary/everyday-words'
import { NEGATIONS } from '../vocabulary/negations'
import type { ItemBody } from './types'

/** Words that start a comparison right after a metric: "laba di atas", "lab > 100 M"; Indonesian only, as "lab" is an English word. */
const COMPARISON_STARTS = new Set('> < >= <= di diatas dibawah lebih kurang minimal maksimal'.split(' '))

/**
 * A three-letter word its metric's last letter short, just before a comparison ("lab di atas 100 miliar" is
 * "laba"): the comparison says a metric stands there, which makes a word too short for the general typo
 * correction safe to read. Only when exactly one metric word starts with it; otherwise it stays unknown.
 */
export function correctShortMetric(
  read: readonly Token[],
  at: number,
  lexicon: Lexicon<ItemBody>,
): { text: string; typo: true } | null {
  const token = read[at]
  const word = token?.text ?? ''
  if (token?.kind !== 'word' || word.length !== 3 || NEGATIONS.has(word) || EVERYDAY_WORDS.has(word)) return null
  if (lexicon.knows(word) || !COMPARISON_STARTS.has(read[at + 1]?.text ?? '')) return null
  const metrics = (lexicon.wordsByLength().get(4) ?? []).filter(
    (candidate) =>
      candidate.startsWith(word) && lexicon.match([{ ...token, text: candidate }], 0)?.value.kind === 'metric',
  )
  const [only] = metrics
  return metrics.length === 1 && only !== undefined ? { text: only, typo: true } : null
}
