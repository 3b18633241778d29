import { LATEST_FISCAL_YEAR } from '../../../shared/catalogue'
import { refuse } from '../refusal/not-translatable'
import { readQuarterPair } from './quarter-pairs'
import type { QuarterPair } from './quarter-pairs'

/**
 * Quarters in a question. The grammar reads years; a quarter is a year with a quarter attached, so this step
 * takes the quarter notation out of the text, leaves the year for the grammar to place, and remembers which
 * quarter that year stood for. Every common way of writing one is read: `Q3 2024`, `Q3-24`, `3Q24`, `2024Q3`,
 * "the third quarter of 2024", "kuartal III 2024", "triwulan ketiga 2024". "The latest quarter" and "quarterly"
 * ask for quarterly values of the latest reported quarter; "beat the same quarter a year earlier" compares it
 * with the same quarter of the year before (the grammar's growth, read quarterly).
 */
export interface Periods {
  /** the quarter written with a year: 2024 → 1 for "Q1 2024" */
  readonly quarters: ReadonlyMap<number, number>
  /** the word "quarterly" or "the latest quarter" was used */
  readonly quarterly: boolean
  /** the words that asked for it, as written ("this quarter", "kuartalan"): named when no metric takes them */
  readonly quarterlySaid: string | null
  /** "up from the second to the third quarter of 2024": the change compares these two quarters */
  readonly pair: QuarterPair | null
  /** "operating income in 2025 above 2023": the year a change is compared against, when not the year before */
  readonly baseYear: number | null
}

export const NO_PERIODS: Periods = {
  quarters: new Map(),
  quarterly: false,
  quarterlySaid: null,
  pair: null,
  baseYear: null,
}

/** How a comparison between two years apart marks its base year for the period reader: never typed by a person. */
export const baseYearMark = (year: number): string => `baseyear${String(year)}`
const BASE_YEAR_MARK = /\s*\bbaseyear((?:19|20)\d{2})\b/gu

/** The refusal for a growth asked over more than one year, as the year-range reader words it. */
export function twoYearsApart(first: number, last: number): string {
  return `Could not compare ${String(first)} with ${String(last)} directly: growth is measured against the year before, e.g. 'revenue up from ${String(last - 1)} to ${String(last)}' or 'revenue growing every year from ${String(first)} to ${String(last)}'.`
}

const YEAR = String.raw`((?:19|20)\d{2}|'?\d{2})`
const ORDINALS: Readonly<Record<string, number>> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  final: 4,
  i: 1,
  ii: 2,
  iii: 3,
  iv: 4,
  pertama: 1,
  kedua: 2,
  ketiga: 3,
  keempat: 4,
  satu: 1,
  dua: 2,
  tiga: 3,
  empat: 4,
  '1': 1,
  '2': 2,
  '3': 3,
  '4': 4,
}

/** Each form: a pattern and which groups hold the quarter and the year. */
const QUARTER_FORMS: readonly (readonly [RegExp, quarter: number, year: number])[] = [
  [new RegExp(String.raw`\bq([1-4])[\s-]*(?:of\s+|tahun\s+)?${YEAR}\b`, 'giu'), 1, 2],
  [new RegExp(String.raw`\b([1-4])q[\s-]*${YEAR}\b`, 'giu'), 1, 2],
  [new RegExp(String.raw`\b((?:19|20)\d{2})[\s-]*q([1-4])\b`, 'giu'), 2, 1],
  [
    new RegExp(
      String.raw`\b(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|final)\s+quarter\s+(?:of\s+)?(?:fy\s*)?${YEAR}\b`,
      'giu',
    ),
    1,
    2,
  ],
  [
    new RegExp(
      String.raw`\b(?:kuartal|triwulan|kwartal|kuarter)\s+(?:ke\s*)?(iv|iii|ii|i|[1-4]|pertama|kedua|ketiga|keempat|satu|dua|tiga|empat)\s+(?:tahun\s+)?${YEAR}\b`,
      'giu',
    ),
    1,
    2,
  ],
]

/** "in the latest quarter", "kuartal terakhir": the latest reported one. */
const LATEST =
  /\b(?:(?:in|for|during|over|pada|di|dalam)\s+)?(?:the\s+)?(?:(?:latest|last|most recent|recent|current|previous|past|this)[\s-]+(?:reported[\s-]+)?quarter|(?:kuartal|triwulan|kwartal)\s+(?:terakhir|terbaru|lalu|kemarin|ini))\b/giu
/** "beat the same quarter a year earlier": this quarter's value against the same quarter a year before. */
const SAME_QUARTER_UP =
  /\b(?:beat|beats|above|higher than|up on|up from|more than|exceeded|exceeds|naik|meningkat|lebih tinggi)\s+(?:dibanding(?:kan)?\s+(?:dengan\s+)?|dari\s+)?(?:the\s+)?(?:same\s+quarter|kuartal\s+(?:yang|yg)\s+sama)\s*(?:a\s+year\s+(?:earlier|ago|before)|(?:of\s+)?(?:last|the previous|the prior)\s+year|tahun\s+(?:lalu|sebelumnya))\b/giu
/** "higher than a year ago" after "the latest quarter": the same quarter a year before. */
const YEAR_AGO_UP =
  /\b(?:beat|beats|above|higher than|up on|up from|more than|exceeded|exceeds|lebih tinggi (?:dari|dibanding(?:kan)?)|naik (?:dari|dibanding(?:kan)?))\s+(?:a\s+year\s+(?:earlier|ago|before)|the\s+year\s+before|setahun\s+(?:lalu|sebelumnya))\b/giu
const YEAR_AGO_DOWN =
  /\b(?:below|lower than|down on|down from|less than|lebih rendah (?:dari|dibanding(?:kan)?)|turun (?:dari|dibanding(?:kan)?))\s+(?:a\s+year\s+(?:earlier|ago|before)|the\s+year\s+before|setahun\s+(?:lalu|sebelumnya))\b/giu
const SAME_QUARTER_DOWN =
  /\b(?:below|lower than|down on|down from|less than|turun|menurun|lebih rendah)\s+(?:dibanding(?:kan)?\s+(?:dengan\s+)?|dari\s+)?(?:the\s+)?(?:same\s+quarter|kuartal\s+(?:yang|yg)\s+sama)\s*(?:a\s+year\s+(?:earlier|ago|before)|(?:of\s+)?(?:last|the previous|the prior)\s+year|tahun\s+(?:lalu|sebelumnya))\b/giu
const QUARTERLY = /\bquarterly\b|\bquarter[\s-]on[\s-]quarter\b|\bkuartalan\b|\btriwulanan\b/giu

/** The question without its quarter notation, and the quarters it held. */
export function readPeriods(question: string): { text: string; periods: Periods } {
  const quarters = new Map<number, number>()
  const bases = [...question.matchAll(BASE_YEAR_MARK)].map((mark) => Number(mark[1]))
  const [baseYear = null, other] = bases
  // one base for two changes would be lent to the wrong one
  if (baseYear !== null && other !== undefined) refuse(twoYearsApart(baseYear, LATEST_FISCAL_YEAR))
  const unmarked = baseYear === null ? question : question.replace(BASE_YEAR_MARK, ' ')
  const paired = readQuarterPair(unmarked)
  let text = paired?.text ?? unmarked
  for (const [pattern, quarterGroup, yearGroup] of QUARTER_FORMS) {
    text = text.replace(pattern, (...groups: string[]) => {
      const quarter = ORDINALS[(groups[quarterGroup] ?? '').toLowerCase()] ?? 0
      const written = (groups[yearGroup] ?? '').replace("'", '')
      const year = written.length === 2 ? 2000 + Number(written) : Number(written)
      const other = quarters.get(year)
      // "Q3 2025 ... Q2 2025" left here: each year stands for one quarter, so which goes where is unclear
      if (other !== undefined && other !== quarter)
        refuse(
          `Could not tell which of Q${other}-${year} and Q${quarter}-${year} each condition is about: ask about one quarter, or compare them, e.g. 'revenue up from Q${Math.min(other, quarter)} to Q${Math.max(other, quarter)} ${year}'.`,
        )
      quarters.set(year, quarter)
      return ` ${year} `
    })
  }
  let quarterly = false
  let quarterlySaid: string | null = null
  const mark = (replacement: string) => (said: string) => {
    quarterly = true
    quarterlySaid ??= said.trim()
    return replacement
  }
  text = text
    .replace(SAME_QUARTER_UP, mark(' beat the previous year '))
    .replace(SAME_QUARTER_DOWN, mark(' lower than the previous year '))
    .replace(YEAR_AGO_UP, mark(' beat the previous year '))
    .replace(YEAR_AGO_DOWN, mark(' lower than the previous year '))
    .replace(LATEST, mark(' '))
    .replace(QUARTERLY, mark(' '))
  return { text, periods: { quarters, quarterly, quarterlySaid, pair: paired?.pair ?? null, baseYear } }
}

const ROMAN: Readonly<Record<string, string>> = { i: '1', ii: '2', iii: '3', iv: '4' }
const ROMAN_QUARTER = /\b(kuartal|triwulan|kwartal|kuarter)\s+(?:ke[\s-]*)?(iv|iii|ii|i)\b|\bq[\s-]?(iv|iii|ii)\b/giu

/**
 * Quarters in roman numerals, as Indonesian reports write them ("kuartal III 2026", "triwulan ke-II", "Q-III"),
 * in the digits every quarter reader knows ("kuartal 3 2026", "Q3"). "Q-I" alone is left: "QI" is too often a word.
 */
export function romanQuarters(question: string): string {
  return question.replace(ROMAN_QUARTER, (whole, word: string | undefined, kuartal: string | undefined, q) =>
    word !== undefined && kuartal !== undefined
      ? `${word} ${ROMAN[kuartal.toLowerCase()] ?? kuartal}`
      : typeof q === 'string'
        ? `Q${ROMAN[q.toLowerCase()] ?? q}`
        : whole,
  )
}
