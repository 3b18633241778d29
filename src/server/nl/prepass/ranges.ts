/**
 * Ranges of values as people write them, rewritten as "between … and …" for the grammar: with a dash ("net margin
 * 10-20%", "500 M–2 T") or in words with the unit once at the end ("payout ratio 40 to 60%").
 */
/**
 * A range written with a dash (or an en or em dash), "net margin 10-20%", "P/E 5–10x", "employees 1k–5k": between
 * the two, a unit written once on the last number meaning both; a scale glued to a number ("1k") is its own. A span
 * of years ("2021-2023") and a date ("2024-06-30") are left to the readers of periods.
 */
const DASH_RANGE =
  /(?<![\p{L}\d.,/\-–—])(\d+(?:[.,]\d+)?)(\s*[%x]|\s?(?:k|rb|mn|m|bn|b|tn|t|jt|miliar|triliun))?\s*[-–—]\s*(\d+(?:[.,]\d+)?)(\s*[%x]|\s?(?:k|rb|mn|m|bn|b|tn|t|jt|miliar|triliun))?(?![\p{L}\d/\-–—])/giu
const YEAR = /^(?:19|20)\d\d$/u
/**
 * A range in words with its unit written once on its end, "payout ratio 40 to 60%", "PER 8 sampai 12x": between the
 * two. "from 40 to 60%" is left alone: it may be a change from one value to the other.
 */
const WORD_RANGE =
  /(?<!\b(?:from|dari)\s+)(?<![\p{L}\d.,/\-–—]|\d\s)(\d+(?:[.,]\d+)?)\s+(?:to|sampai|hingga|sd|s\/d)\s+(\d+(?:[.,]\d+)?)(\s*%|\s*persen|\s*percent|x)(?![\p{L}\d])/giu

/** Units a dash range may write once for both numbers; a scale ("500–2k") is never carried over to the other. */
const SHARED_UNITS = new Set(['', '%', 'x'])

function readDashRange(whole: string, low: string, lowSaid = '', high: string, highSaid = ''): string {
  if (YEAR.test(low) && YEAR.test(high)) return whole
  const [lowUnit, highUnit] = [lowSaid.trim(), highSaid.trim()]
  const scales = [lowUnit, highUnit].filter((unit) => !SHARED_UNITS.has(unit.toLowerCase()))
  // "kapitalisasi pasar 1–5 T": a scale a space apart after the range is the whole range's, as the grammar reads it
  if (scales.length === 1 && lowUnit === '' && /^\s/u.test(highSaid)) return ` between ${low} and ${high} ${highUnit} `
  // "500–2k" or "1-5bn": which scale the bare number has is a guess, so both must say theirs
  if (scales.length === 1) return whole
  // "500 M–2 T": the Indonesian "M" is written out as "miliar" before this, a word apart from its number
  const [lowAs, highAs] = [lowUnit || highUnit, highUnit].map((unit) => (unit.length > 2 ? ` ${unit}` : unit))
  return ` between ${low}${scales.length === 2 ? lowUnit : lowAs} and ${high}${highAs} `
}

/** The question with its ranges of values as "between … and …"; spans of years and dates are left as they are. */
export function readRanges(question: string): string {
  return question
    .replace(DASH_RANGE, readDashRange)
    .replace(WORD_RANGE, (_whole, low: string, high: string, unit: string) => {
      const said = /x/iu.test(unit) ? 'x' : '%'
      return ` between ${low}${said} and ${high}${said} `
    })
}
