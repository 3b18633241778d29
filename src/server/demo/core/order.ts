/**
 * The first `count` of `items` in the order `compare` gives: what `[...items].sort(compare).slice(0, count)` gives,
 * ties kept in their order as a stable sort keeps them, without sorting every item. Each item is placed by binary
 * search among the few kept, and most are turned away by one comparison with the last of them: the index and tag
 * lists take a few dozen of the 98,000 companies of a scale-100 market, a dozen times over, while the writers wait.
 */
export function firstInOrder<T>(items: Iterable<T>, count: number, compare: (a: T, b: T) => number): T[] {
  const kept: T[] = []
  if (count <= 0) return kept
  for (const item of items) {
    const last = kept[kept.length - 1]
    if (kept.length === count && last !== undefined && compare(item, last) >= 0) continue
    let low = 0
    let high = kept.length
    while (low < high) {
      const middle = (low + high) >>> 1
      const other = kept[middle]
      // after every kept item it does not come before, as a stable sort places it
      if (other !== undefined && compare(item, other) < 0) high = middle
      else low = middle + 1
    }
    kept.splice(low, 0, item)
    if (kept.length > count) kept.pop()
  }
  return kept
}
