/**
 * Order statistics of a list of numbers, for facts about a group of companies (a median P/E, the spread of P/B).
 */

/** The value below which a share `p` (0–1) of the values lie, interpolated between neighbours; null for none. */
export function quantile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const position = (sorted.length - 1) * Math.min(1, Math.max(0, p))
  const below = Math.floor(position)
  const lower = sorted[below] ?? 0
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] ?? lower
  return lower + (upper - lower) * (position - below)
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export const median = (values: readonly number[]): number | null => quantile(values, 0.5)

/** How a figure is spread over a group: its extremes, quartiles and median, and how many values it rests on. */
export interface Spread {
  count: number
  min: number
  lowerQuartile: number
  median: number
  upperQuartile: number
  max: number
}

/** The spread of the values; null when there are none. */
export function spreadOf(values: readonly number[]): Spread | null {
  if (values.length === 0) return null
  const at = (p: number) => quantile(values, p) ?? 0
  return {
    count: values.length,
    min: at(0),
    lowerQuartile: at(0.25),
    median: at(0.5),
    upperQuartile: at(0.75),
    max: at(1),
  }
}
