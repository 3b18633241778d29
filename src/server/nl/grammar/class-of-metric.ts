import type { Item, ItemKind } from '../recognition/types'

/**
 * "pendapatan bank di atas 20 triliun", "laba bank tertinggi", "laba emiten sawit naik": a metric followed by the class it belongs to is that
 * class's metric (bank revenue), so the class is read first and the metric keeps its condition or ranking. Only a
 * condition, ranking or change right after the class makes it so; otherwise the items stay as written for the grammar.
 */
const READS_A_METRIC: ReadonlySet<ItemKind> = new Set<ItemKind>(['compare', 'between', 'rank', 'sign', 'growth'])

export function classBeforeItsMetric(items: readonly Item[]): readonly Item[] {
  const read = [...items]
  for (let at = 0; at + 2 < read.length; at++) {
    const [metric, owner, next] = [read[at], read[at + 1], read[at + 2]]
    if (metric?.kind !== 'metric' || owner?.kind !== 'class' || next === undefined) continue
    // "by revenue, banks first": a metric after "by" is what a ranking sorts on, not a class's own condition
    if (!READS_A_METRIC.has(next.kind) || read[at - 1]?.kind === 'by') continue
    read[at] = owner
    read[at + 1] = metric
  }
  return read
}
