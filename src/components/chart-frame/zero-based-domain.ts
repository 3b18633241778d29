/** Room above the tallest bar (and below the deepest negative one), as a share of the span. */
const HEADROOM = 0.08

/**
 * An explicit value-axis domain for bars: it always includes zero, so bars start at zero and negative values go
 * below the zero line, with a little headroom beyond the extreme values. Missing values are ignored; no values
 * (or only zeros) give [0, 1] so the axis is still drawn.
 */
export function zeroBasedDomain(values: readonly (number | null | undefined)[]): [number, number] {
  const finite = values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value))
  const min = Math.min(0, ...finite)
  const max = Math.max(0, ...finite)
  const span = max - min
  if (span === 0) return [0, 1]
  return [min < 0 ? min - span * HEADROOM : 0, max > 0 ? max + span * HEADROOM : 0]
}
