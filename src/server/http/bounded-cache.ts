/**
 * Least recently used first out, bounded by the total size of what it holds (a Map keeps insertion order: a hit
 * moves to the end). A value larger than `maxEntrySize` is not kept.
 */
export class BoundedCache<Value> {
  private readonly entries = new Map<string, { value: Value; size: number }>()
  private total = 0

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: Value) => number,
    private readonly maxEntrySize = maxSize,
  ) {}

  get(key: string): Value | undefined {
    const hit = this.entries.get(key)
    if (hit === undefined) return undefined
    this.entries.delete(key)
    this.entries.set(key, hit)
    return hit.value
  }

  set(key: string, value: Value): void {
    const size = this.sizeOf(value)
    if (size > Math.min(this.maxEntrySize, this.maxSize)) return
    const old = this.entries.get(key)
    if (old !== undefined) this.total -= old.size
    this.entries.delete(key)
    this.entries.set(key, { value, size })
    this.total += size
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxSize) break
      this.entries.delete(oldest)
      this.total -= entry.size
    }
  }
}
