import type { Market } from '../../../shared/catalogue'
import { tokenize } from '../tokens/tokenize'
import { recognise } from '../recognition/recognise'
import type { ItemKind } from '../recognition/types'

/**
 * "the cheapest property developers on price to book", "rank banks on ROE": after a ranking word, "on" before a
 * metric names what the ranking is by, as "by" does ("cheapest by P/B": lowest first, with its positive guard).
 * Only there: "on" before anything else ("banks on the IDX", "REITs on SGX") is left alone, and with no ranking
 * word before it ("banks on P/E") it stays the filler it is, so the metric is refused for having nothing to do.
 */
const ON = /\s(?:on|in terms of)\s+(?=\S)/giu

/** What ranks: "cheapest", "top 5", and the imperative "rank" / "sort". */
const RANKS: ReadonlySet<ItemKind> = new Set<ItemKind>(['rank', 'by'])

/** A phrase with its own "on" ("return on equity", "return on assets") keeps it: that "on" ranks nothing. */
const OWN_ON = /(?<![\p{L}\d])(?:on|in terms of)(?![\p{L}\d])/iu

export function readRankedOn(question: string, market: Market): string {
  ON.lastIndex = 0
  if (!ON.test(question)) return question
  const items = recognise(tokenize(question), market).items
  if (items.some((item) => OWN_ON.test(item.raw)) || !items.some((item) => RANKS.has(item.kind))) return question
  ON.lastIndex = 0
  for (let match = ON.exec(question); match !== null; match = ON.exec(question)) {
    const before = recognise(tokenize(question.slice(0, match.index)), market).items
    if (!before.some((item) => RANKS.has(item.kind))) continue
    if (before.some((item) => item.kind === 'by' && /\bby\b/iu.test(item.raw))) continue
    const after = recognise(tokenize(question.slice(match.index + match[0].length)), market).items[0]
    if (after?.kind !== 'metric') continue
    return `${question.slice(0, match.index)} by ${question.slice(match.index + match[0].length)}`
  }
  return question
}
