/** The middle value (the mean of the two middle ones for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  // a typed array sorts by number without a comparator call per step: the build takes ~30 medians of up to every
  // company's values
  const sorted = Float64Array.from(values).sort()
  const middle = sorted.length >> 1
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** A figure as the database gives it back: NaN and a missing value are both null there. */
export const known = (value: number | null | undefined): number | null =>
  value === null || value === undefined || Number.isNaN(value) ? null : value

export const growth = (now: number | null, then: number | null) =>
  now !== null && then !== null && then > 0 ? now / then - 1 : null

/**
 * A weighted mean for each of `cells` cells, kept in two typed arrays: a sub-sector keeps one for every field, year
 * and later year, which as objects were 165 method calls and as many objects' fields per company.
 */
export class WeightedMeans {
  private readonly sums: Float64Array
  private readonly weights: Float64Array

  constructor(cells: number) {
    this.sums = new Float64Array(cells)
    this.weights = new Float64Array(cells)
  }

  /** Adds to `cell` when the value is known and finite and the weight positive. */
  add(cell: number, value: number | null, weight: number): void {
    if (value !== null && weight > 0 && Number.isFinite(value)) {
      this.sums[cell] = (this.sums[cell] ?? 0) + value * weight
      this.weights[cell] = (this.weights[cell] ?? 0) + weight
    }
  }

  value(cell: number): number | null {
    const weights = this.weights[cell] ?? 0
    return weights > 0 ? (this.sums[cell] ?? 0) / weights : null
  }
}

/** Σ weight·value / Σ weight over the pairs where both are known and the weight positive, added one at a time. */
export class WeightedMean {
  private readonly cell = new WeightedMeans(1)

  add(value: number | null, weight: number | null): void {
    if (weight !== null) this.cell.add(0, value, weight)
  }

  get value(): number | null {
    return this.cell.value(0)
  }
}

/**
 * The five largest on a value (ties by symbol), offered one company at a time, answered as the real service keys
 * them: `{"BBCA.JK": entry}` in symbol order.
 */
export class TopFive<T> {
  private readonly leaders: { symbol: string; value: number; entry: T }[] = []

  /**
   * Whether a company would be among the five now: ask before making its entry (most companies are not, and an
   * entry made for each of 100,000 companies and every year was garbage the build had to collect).
   */
  admits(symbol: string, value: number | null): value is number {
    if (value === null) return false
    const leaders = this.leaders
    // the leaders are in order, so a value that does not beat the fifth beats none
    const fifth = leaders.length >= 5 ? leaders[leaders.length - 1] : undefined
    return fifth === undefined || value > fifth.value || (value === fifth.value && symbol < fifth.symbol)
  }

  offer(symbol: string, value: number | null, entry: T): void {
    if (!this.admits(symbol, value)) return
    const leaders = this.leaders
    const at = leaders.findIndex((l) => value > l.value || (value === l.value && symbol < l.symbol))
    leaders.splice(at < 0 ? leaders.length : at, 0, { symbol, value, entry })
    if (leaders.length > 5) leaders.pop()
  }

  answer(): Record<string, T> {
    const bySymbol = [...this.leaders].sort((a, b) => (a.symbol < b.symbol ? -1 : 1))
    return Object.fromEntries(bySymbol.map((l) => [l.symbol, l.entry]))
  }
}

/**
 * 1 for the lowest of the sub-sectors' values, 2 for the next ..., null where a sub-sector has none: where a
 * sub-sector's median multiple stands among all the sub-sectors' (1 = the cheapest).
 */
export function ranksOf<K>(values: ReadonlyMap<K, number | null>): Map<K, number | null> {
  const present = [...values.values()].filter((v): v is number => v !== null)
  return new Map(
    [...values].map(([key, v]) => [key, v === null ? null : 1 + present.filter((other) => other < v).length]),
  )
}
