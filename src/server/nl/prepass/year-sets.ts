import { LATEST_FISCAL_YEAR } from '../../../shared/catalogue'

/**
 * Conditions asked of several years at once: "profitable in both 2023 and 2024", "three years in a row",
 * "dividen selama 3 tahun berturut-turut". The question is read once per year, and every year's conditions must
 * hold. "In a row" counts back from the latest complete fiscal year.
 */
const COUNTS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  dua: 2,
  tiga: 3,
  empat: 4,
  lima: 5,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
}
const COUNT = String.raw`(two|three|four|five|dua|tiga|empat|lima|[2-5])`
const YEAR = String.raw`((?:19|20)\d{2})`

const IN_A_ROW: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:for\s+|in\s+|over\s+)?(?:the\s+)?(?:last\s+|past\s+)?${COUNT}\s+(?:consecutive|straight|successive)\s+years\b`,
    'iu',
  ),
  new RegExp(String.raw`\b(?:for\s+)?${COUNT}\s+years\s+(?:in\s+a\s+row|running)\b`, 'iu'),
  new RegExp(String.raw`\b(?:in\s+)?(?:each|every)\s+of\s+the\s+(?:last|past)\s+${COUNT}\s+years\b`, 'iu'),
  new RegExp(String.raw`\b(?:selama\s+)?${COUNT}\s+tahun\s+berturut[\s-]+turut\b`, 'iu'),
]
const BOTH: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:in\s+)?both\s+${YEAR}\s+and\s+${YEAR}\b`, 'iu'),
  new RegExp(String.raw`\b(?:in|for)\s+${YEAR}\s+and\s+(?:in\s+)?${YEAR}\b`, 'iu'),
  new RegExp(String.raw`\b(?:pada|di|tahun|selama)\s+(?:tahun\s+)?${YEAR}\s+dan\s+(?:tahun\s+)?${YEAR}\b`, 'iu'),
]

export interface YearSet {
  /** the question without the years phrase */
  readonly text: string
  /** the years every condition must hold in, oldest first */
  readonly years: readonly number[]
  /** how the message says it */
  readonly says: string
}

/** The years a question asks its conditions to hold in together, or null when it names no such set. */
export function readYearSet(question: string): YearSet | null {
  for (const pattern of IN_A_ROW) {
    const match = pattern.exec(question)
    if (match === null) continue
    const count = COUNTS[(match[1] ?? '').toLowerCase()] ?? 2
    const years = Array.from({ length: count }, (_, index) => LATEST_FISCAL_YEAR - count + 1 + index)
    return { text: without(question, match), years, says: `in each of ${list(years)}, ${count} years in a row` }
  }
  for (const pattern of BOTH) {
    const match = pattern.exec(question)
    if (match === null) continue
    const years = [...new Set([Number(match[1]), Number(match[2])])].sort((a, b) => a - b)
    return { text: without(question, match), years, says: `in each of ${list(years)}` }
  }
  return null
}

function without(text: string, match: RegExpExecArray): string {
  return `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`.replace(/\s+/gu, ' ').trim()
}

function list(years: readonly number[]): string {
  return years.length < 2 ? years.join('') : `${years.slice(0, -1).join(', ')} and ${String(years.at(-1))}`
}
