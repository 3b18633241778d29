import { FIRST_FISCAL_YEAR, LATEST_FISCAL_YEAR } from '../../../shared/catalogue'
import { refuse } from '../refusal/not-translatable'
import { spreadQuarterYear } from './quarter-lists'
import { twoYearsApart } from './quarters'

/**
 * Conditions asked of several years at once: "profitable in both 2023 and 2024", "three years in a row",
 * "in each of 2021, 2022 and 2023", "every year since 2021", "between 2021 and 2024", "dividen selama 3 tahun
 * berturut-turut". The question is read once per year, and every year's conditions must hold: a list keeps every
 * member, never only the first. "In a row" counts back from the latest complete fiscal year.
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
  // "berturut2" is chat's "berturut-turut", the 2 doubling the word
  new RegExp(String.raw`\b(?:selama\s+)?${COUNT}\s+(?:tahun|thn)\s+berturut(?:[\s-]+turut\b|2(?!\d))`, 'iu'),
  new RegExp(
    String.raw`\b(?:(?:in|for|over|during)\s+)?(?:each\s+of\s+)?the\s+(?:last|past)\s+${COUNT}\s+(?:fiscal\s+)?years\b`,
    'iu',
  ),
  new RegExp(String.raw`\b(?:(?:selama|dalam|pada)\s+)?${COUNT}\s+tahun\s+terakhir\b`, 'iu'),
  new RegExp(String.raw`\b(?:setiap|tiap)\s+tahun\s+(?:dalam|selama)\s+${COUNT}\s+tahun\s+terakhir\b`, 'iu'),
]
/**
 * A price move over years ("up 50% over the past 3 years", "best performing in the last three years") is one
 * change, the price pre-pass's: not a condition held in each year.
 */
const PRICE_MOVE =
  /\b(?:up|down|rose|risen|fell|fallen|gained|lost|dropped|climbed|jumped|doubled|tripled|halved|returned|return|returns|performing|performers?|performance|gainers?|losers?|naik|turun|menguat|melemah|kinerja|performa)\b/iu
/** "always profitable since 2020", "selalu untung sejak 2020": every year since, as "every year since". */
const ALWAYS =
  /\b(?:always|consistently|continuously|without fail|selalu|terus[\s-]+menerus|terus|konsisten|secara konsisten|rutin)\b/iu
const SINCE_YEAR = new RegExp(String.raw`\b(?:since|sejak)\s+(?:tahun\s+)?${YEAR}\b`, 'iu')
/** From this one on, IN_A_ROW's wordings ("over the past 3 years") may also be a price move's period. */
const FIRST_LOOSE_COUNT = 4
const BOTH: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:in\s+)?both\s+${YEAR}\s+and\s+${YEAR}\b`, 'iu'),
  new RegExp(String.raw`\b(?:in|for)\s+${YEAR}\s+and\s+(?:in\s+)?${YEAR}\b`, 'iu'),
  new RegExp(String.raw`\b(?:pada|di|tahun|selama)\s+(?:tahun\s+)?${YEAR}\s+dan\s+(?:tahun\s+)?${YEAR}\b`, 'iu'),
]

/** "2021, 2022 and 2023", "2021, 2022, dan 2023": three or more years, or two joined by a comma. */
const LIST = new RegExp(
  String.raw`\b(?:(?:in|for)\s+(?:each\s+of\s+)?|each\s+of\s+|(?:pada|di|selama)\s+(?:tahun\s+)?|tahun\s+)?` +
    String.raw`${YEAR}((?:\s*,\s*(?:and\s+|dan\s+)?${YEAR})+(?:\s*,?\s*(?:and|dan|&)\s+${YEAR})?|(?:\s*,?\s*(?:and|dan|&)\s+${YEAR}))\b`,
  'iu',
)
/** "between 2021 and 2024", "from 2021 to 2024", "antara 2021 dan 2024": every year of the range. */
const RANGE = new RegExp(
  String.raw`\b(?:in\s+each\s+year\s+|every\s+year\s+|(?:se)?tiap\s+tahun\s+)?(?:between|from|antara|dari)\s+(?:tahun\s+)?${YEAR}\s+(?:and|to|through|until|-|dan|sampai|hingga|ke)\s+(?:tahun\s+)?${YEAR}\b`,
  'iu',
)
/**
 * "2022 through 2024", "for 2021 thru 2023", "tahun 2022 sampai 2024": a range said without "from", by a word that
 * only joins the ends of a range (never "to" or "and", which join other things too).
 */
const RANGE_THROUGH = new RegExp(
  String.raw`\b(?:(?:in|for|during|over|pada|selama|di)\s+)?(?:tahun\s+|fy\s*)?${YEAR}\s*(?:through|thru|sampai|hingga|s/d|sd)\s+(?:tahun\s+|fy\s*)?${YEAR}\b`,
  'iu',
)
/** "every year since 2021", "setiap tahun sejak 2021": each year from it to the latest complete one. */
const SINCE = [
  new RegExp(String.raw`\b(?:in\s+)?(?:every|each)\s+year\s+since\s+${YEAR}\b`, 'iu'),
  new RegExp(String.raw`\bsince\s+${YEAR},?\s+(?:every|each)\s+year\b`, 'iu'),
  new RegExp(String.raw`\b(?:setiap|tiap)\s+tahun\s+sejak\s+(?:tahun\s+)?${YEAR}\b`, 'iu'),
  new RegExp(String.raw`\bsejak\s+(?:tahun\s+)?${YEAR}\s+(?:setiap|tiap)\s+tahun\b`, 'iu'),
]
/** "Q1 2025 and Q2 2025", "Q1-2025, Q2-2025 dan Q3-2025": every quarter of the list. */
const QUARTER = String.raw`q[1-4][\s-]*(?:19|20)\d{2}`
const QUARTER_LIST = new RegExp(
  String.raw`\b(?:(?:in|for|pada|di)\s+)?(?:both\s+|each\s+of\s+)?${QUARTER}(?:\s*(?:,|and|dan|&)\s*(?:(?:in|pada)\s+)?${QUARTER})+\b`,
  'iu',
)

/** A change said between two years ("profit up from 2023 to 2024") is one change, not a condition held in each. */
const CHANGE =
  /\b(?:up|rose|risen|rise|grew|grown|grow|growing|growth|increased|increase|increasing|rising|fell|fallen|fall|falling|down|declined|decline|declining|decreased|dropped|drop|shrank|shrunk|shrinking|doubled|tripled|halved|naik|turun|tumbuh|pertumbuhan|meningkat|menurun|kenaikan|penurunan|berkurang|bertambah|lipat|separuh)\b/iu
/** Words that make a range a set of years after all: "grew every year from 2021 to 2024". */
const EACH = /\b(?:every|each|setiap|tiap|consistently|always|selalu|berturut)\b/iu
/** Any listing word: "melantai di bursa sejak 2020" is a listing date, wherever the words stand. */
const LISTING_WORD = /\b(?:listed|listing|listings|ipos?|ipoed|public|tercatat|melantai)\b/iu

/** A listing date is one date, not a set of years: "listed between 2019 and 2022" is the grammar's. */
const LISTING_BEFORE = /\b(?:listed|listing|listings|ipos?|ipoed|public|tercatat|melantai)\b(?:\s+[a-z]+)?\s*$/iu

export interface YearSet {
  /** the question without the years phrase */
  readonly text: string
  /** the years (or quarters, "Q1 2025") every condition must hold in, oldest first */
  readonly years: readonly (number | string)[]
  /** how the message says it */
  readonly says: string
}

/**
 * "Net income up from 2023 to 2024": the change of the second year over the first, which is the growth of 2024;
 * over more than one year it is refused (growth is computed against the year before). The question is unchanged
 * when it has no such range.
 */
export function readChangeRange(question: string): string {
  const range = RANGE.exec(question) ?? RANGE_THROUGH.exec(question)
  if (range === null || !CHANGE.test(question) || EACH.test(question) || LISTING_WORD.test(question)) return question
  const [first, last] = [Number(range[1]), Number(range[2])]
  if (last !== first + 1) refuse(twoYearsApart(first, last))
  // in place of the range, so the year stays next to what changed
  const after = question.slice(range.index + range[0].length)
  return `${question.slice(0, range.index)} in ${last} ${after}`.replace(/\s+/gu, ' ').trim()
}

/** The years a question asks its conditions to hold in together, or null when it names no such set. */
export function readYearSet(question: string): YearSet | null {
  const spread = spreadQuarterYear(question)
  const quarters = QUARTER_LIST.exec(spread)
  if (quarters !== null) {
    const members = [...quarters[0].matchAll(new RegExp(QUARTER, 'giu'))].map((quarter) => quarter[0].toUpperCase())
    return { text: without(spread, quarters), years: members, says: `in each of the quarters ${list(members)}` }
  }
  for (const [index, pattern] of IN_A_ROW.entries()) {
    const match = pattern.exec(question)
    if (match === null || (index >= FIRST_LOOSE_COUNT && PRICE_MOVE.test(question))) continue
    const count = COUNTS[(match[1] ?? '').toLowerCase()] ?? 2
    const years = Array.from({ length: count }, (_, index) => LATEST_FISCAL_YEAR - count + 1 + index)
    // "selalu untung dalam tiga tahun terakhir", "always profitable over the last three years": the span already
    // holds in each year, so "always" says it again; beside another condition ("… dan utangnya rendah") "always"
    // marks which one the span is of, which the per-year reading cannot keep, so it stays and is refused
    const rest = without(question, match)
    const alone = !/(?:\b(?:and|dan|serta|plus|with|dengan)\b|[,;&+])/iu.test(rest)
    const each = alone && ALWAYS.test(question) && !CHANGE.test(question) && !PRICE_MOVE.test(question)
    const text = each ? rest.replace(ALWAYS, ' ').replace(/\s+/gu, ' ').trim() : rest
    return { text, years, says: `in each of ${list(years)}, ${count} years in a row` }
  }
  for (const pattern of SINCE) {
    const match = pattern.exec(question)
    if (match === null) continue
    const years = span(Number(match[1]), LATEST_FISCAL_YEAR)
    if (years !== null) return { text: without(question, match), years, says: `in each of ${list(years)}` }
  }
  const always = ALWAYS.exec(question)
  const since = always === null ? null : SINCE_YEAR.exec(question)
  if (always !== null && since !== null && !LISTING_BEFORE.test(question.slice(0, since.index))) {
    const years = span(Number(since[1]), LATEST_FISCAL_YEAR)
    // the later phrase is cut first, so the earlier one's position still holds
    const [later, earlier] = since.index > always.index ? [since, always] : [always, since]
    const cut = (text: string, match: RegExpExecArray) =>
      `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`
    const text = cut(cut(question, later), earlier).replace(/\s+/gu, ' ').trim()
    if (years !== null) return { text, years, says: `in each of ${list(years)}` }
  }
  // "profitable since 2021": each year since, unless a listing date ("listed since") or a change ("up since") is meant
  const plainSince = SINCE_YEAR.exec(question)
  if (plainSince !== null && !LISTING_WORD.test(question) && !CHANGE.test(question) && !PRICE_MOVE.test(question)) {
    const years = span(Number(plainSince[1]), LATEST_FISCAL_YEAR)
    if (years !== null) return { text: without(question, plainSince), years, says: `in each of ${list(years)}` }
  }
  const range = RANGE.exec(question) ?? RANGE_THROUGH.exec(question)
  if (range !== null && !LISTING_BEFORE.test(question.slice(0, range.index))) {
    const years = span(Number(range[1]), Number(range[2]))
    // "selalu untung dari 2021 sampai 2025", "always profitable from 2021 to 2025": the range already holds each year
    const each = always !== null && !CHANGE.test(question) && !PRICE_MOVE.test(question)
    const text = each
      ? without(question, range).replace(ALWAYS, ' ').replace(/\s+/gu, ' ').trim()
      : without(question, range)
    if (years !== null) return { text, years, says: `in each of ${list(years)}` }
  }
  for (const pattern of BOTH) {
    const match = pattern.exec(question)
    if (match === null) continue
    const years = [...new Set([Number(match[1]), Number(match[2])])].sort((a, b) => a - b)
    return { text: without(question, match), years, says: `in each of ${list(years)}` }
  }
  const listed = LIST.exec(question)
  if (listed !== null && !LISTING_BEFORE.test(question.slice(0, listed.index))) {
    const members = [listed[1], ...[...(listed[2] ?? '').matchAll(/(?:19|20)\d{2}/gu)].map((year) => year[0])]
    const years = [...new Set(members.map(Number))].sort((a, b) => a - b)
    return { text: without(question, listed), years, says: `in each of ${list(years)}` }
  }
  return null
}

/** Every year from `first` to `last`, or null when the range is backwards or outside the reported years. */
function span(first: number, last: number): number[] | null {
  if (last <= first || first < FIRST_FISCAL_YEAR || last > LATEST_FISCAL_YEAR) return null
  return Array.from({ length: last - first + 1 }, (_, index) => first + index)
}

/** Where each year of the set goes in `YearSet.text` when a later clause names its own year. */
export const YEAR_PLACE = '{year}'
const OWN_YEAR = /(?<![\p{L}\d])(?:19|20)\d{2}(?![\p{L}\d])/u

/**
 * The question without the years phrase. A later clause with its own year ("loss-making in 2020 and 2021 but
 * profitable in 2025") keeps it: each year of the set then goes where the set was, next to what it was said of,
 * not at the end beside the other clause's year.
 */
function without(text: string, match: RegExpExecArray): string {
  const after = text.slice(match.index + match[0].length)
  const place = OWN_YEAR.test(after) ? ` ${YEAR_PLACE} ` : ' '
  return `${text.slice(0, match.index)}${place}${after}`.replace(/\s+/gu, ' ').trim()
}

function list(years: readonly (number | string)[]): string {
  return years.length < 2 ? years.join('') : `${years.slice(0, -1).join(', ')} and ${String(years.at(-1))}`
}
