/**
 * A metric's interval in a mathematician's brackets, in either language: "PER in [5,10]", "P/E in (5, 10]",
 * "PER di [5,10]", "ROE ∈ [0.1, 0.2)". A square bracket keeps its end (at least / at most), a round one leaves it
 * out (above / below), as written; the bounds become the comparison signs every later step reads ("PER >=5 and
 * <=10"). Only after "in", "di", "dalam", "within" or "∈": a bare "(2021, 2022)" is a list, never an interval. A
 * lower end above the upper one, or two years, are left as written, refused later rather than read as an empty screen.
 */
const NUMBER = String.raw`(-?\d+(?:\.\d+)?)(\s*%)?`
const INTERVAL = new RegExp(
  String.raw`(?:\b(?:in|within|di|dalam)\b|∈)\s*([[(])\s*${NUMBER}\s*[,;]\s*${NUMBER}\s*([\])])`,
  'giu',
)

/** "in (2021, 2022)": two years in brackets are a list of years, not an interval of a value. */
const YEAR = /^(?:19|20)\d{2}$/u

export function writeOutIntervals(question: string): string {
  return question.replace(
    INTERVAL,
    (
      whole: string,
      open: string,
      low: string,
      lowPercent: string | undefined,
      high: string,
      highPercent: string | undefined,
      close: string,
    ) => {
      if (Number(low) > Number(high) || (YEAR.test(low) && YEAR.test(high))) return whole
      const from = `${open === '[' ? '>=' : '>'}${low}${(lowPercent ?? '').trim()}`
      const to = `${close === ']' ? '<=' : '<'}${high}${(highPercent ?? '').trim()}`
      return ` ${from} and ${to} `
    },
  )
}
