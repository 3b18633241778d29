/**
 * Quarters in a question. The grammar reads years; a quarter is a year with a quarter attached, so this step
 * takes `Q1 2024` (also `Q1-2024`, `Q1 of 2024`) out of the text, leaves the year for the grammar to place, and
 * remembers which quarter that year stood for. `quarterly` ("growing quarterly earnings") asks for quarterly
 * values of the metrics instead of yearly ones.
 */
export interface Periods {
  /** the quarter written with a year: 2024 → 1 for "Q1 2024" */
  readonly quarters: ReadonlyMap<number, number>
  /** the word "quarterly" was used */
  readonly quarterly: boolean
}

export const NO_PERIODS: Periods = { quarters: new Map(), quarterly: false }

const QUARTER = /\b(?:q([1-4])|([1-4])q)[\s-]*(?:of\s+)?((?:19|20)\d{2})\b/giu
const QUARTERLY = /\bquarterly\b|\bquarter[\s-]on[\s-]quarter\b/giu

/** The question without its quarter notation, and the quarters it held. */
export function readPeriods(question: string): { text: string; periods: Periods } {
  const quarters = new Map<number, number>()
  let text = question.replace(QUARTER, (_, first: string | undefined, second: string | undefined, year: string) => {
    quarters.set(Number(year), Number(first ?? second))
    return year
  })
  let quarterly = false
  text = text.replace(QUARTERLY, () => {
    quarterly = true
    return ' '
  })
  return { text, periods: { quarters, quarterly } }
}
