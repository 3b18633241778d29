import { LATEST_QUARTER } from '../../demo/core/calendar'

export interface Quarter {
  readonly year: number
  readonly quarter: number
}
export interface QuarterPair {
  readonly from: Quarter
  readonly to: Quarter
}

/** `Q3-2024`, as the `where` language and the messages write a quarter. */
export const quarterName = ({ year, quarter }: Quarter): string => `Q${quarter}-${year}`

/**
 * A change between two named quarters: "net income up from the second to the third quarter of 2024", "revenue
 * rose from Q1 to Q2 2025", "laba bersih naik dari kuartal kedua ke kuartal ketiga 2024", "higher in Q3 2024
 * than in Q2 2024", "quarter-on-quarter revenue growth" (the latest reported quarter against the one before).
 * The pair is taken out of the text and the direction word becomes the grammar's growth word, so "up more than
 * 10% from Q1 to Q2 2025" is a growth threshold like any other, computed between those two quarters. A year
 * written once, after the second quarter, is both quarters' year.
 */
const YEAR = String.raw`((?:19|20)\d{2})`
const ENGLISH = String.raw`(first|1st|second|2nd|third|3rd|fourth|4th)`
const INDONESIAN = String.raw`(pertama|kedua|ketiga|keempat|iv|iii|ii|i|[1-4])`
/**
 * One quarter, its year optional: "Q2", "the second quarter", "the second" (before "to the third quarter"),
 * "kuartal II", "triwulan ke-2 2024", "ketiga" (after "dari kuartal kedua ke").
 */
const QUARTER =
  String.raw`(?:q([1-4])|(?:the\s+)?${ENGLISH}(?:\s+quarter)?|(?:kuartal|triwulan|kwartal|kuarter)\s+(?:ke\s*)?${INDONESIAN}|(pertama|kedua|ketiga|keempat))` +
  String.raw`(?:[\s-]+(?:of\s+|tahun\s+)?(?:fy\s*)?${YEAR})?`
/** How many groups one QUARTER has. */
const GROUPS = 5
const UP = String.raw`up|rose|risen|rise|rising|grew|grown|grow|growing|increased|increase|improved|climbed|jumped|higher|naik|meningkat|tumbuh|bertambah|melonjak|lebih tinggi`
const DOWN = String.raw`down|fell|fallen|fall|falling|dropped|declined|decline|declining|decreased|shrank|shrunk|lower|turun|menurun|merosot|anjlok|berkurang|lebih rendah`
const DIRECTION = new RegExp(String.raw`\b(?:(${UP})|(${DOWN}))\b`, 'giu')

/** "from Q2 to Q3 2024", "dari kuartal kedua ke kuartal ketiga 2024", "between Q1 and Q2 2025". */
const FROM_TO = new RegExp(
  String.raw`\b(?:from|dari|between|antara)\s+${QUARTER}\s+(?:to|into|ke|hingga|sampai|and|dan)\s+${QUARTER}`,
  'iu',
)
/** "higher in Q3 2024 than in Q2 2024", "lebih tinggi pada Q3 2024 dibanding Q2 2024": the first is the later. */
const THAN = new RegExp(
  String.raw`\b(?:in|pada|di)\s+${QUARTER}\s+(?:than(?:\s+in)?|dibanding(?:kan)?(?:\s+(?:dengan|pada))?|daripada)\s+${QUARTER}`,
  'iu',
)
/** A quarter with its year: "Q3 2025", "the third quarter of 2025", "kuartal III 2025". */
const FULL = String.raw`(?:q([1-4])[\s-]*(?:of\s+)?|(?:the\s+)?${ENGLISH}\s+quarter\s+(?:of\s+)?|(?:kuartal|triwulan|kwartal)\s+(?:ke\s*)?${INDONESIAN}\s+(?:tahun\s+)?)${YEAR}`
const FULL_GROUPS = 4
const HIGHER = String.raw`>|higher than|above|more than|greater than|bigger than|beat|beats|exceeded|exceeds|up on|up from|lebih tinggi (?:dari|daripada|dibanding(?:kan)?)|lebih besar (?:dari|daripada)|di atas|melebihi`
const LOWER = String.raw`<|lower than|below|less than|smaller than|down on|down from|lebih rendah (?:dari|daripada|dibanding(?:kan)?)|lebih kecil (?:dari|daripada)|di bawah`
/** "Q3 2025 revenue higher than Q2 2025", "laba Q2 2025 lebih rendah dari Q1 2025": the first is the later. */
const VERSUS = new RegExp(
  String.raw`\b(?:(?:in|pada)\s+)?${FULL}\s+(?:([\p{L}/]+(?:\s+[\p{L}/]+){0,3}?)\s+)?(?:(?:was|is|were|are)\s+)?(?:(${HIGHER})|(${LOWER}))\s+(?:(?:in|that of|the|pada|di)\s+)?${FULL}`,
  'iu',
)

/** "quarter-on-quarter", "QoQ", "dibanding kuartal sebelumnya": the latest reported quarter against the one before. */
const SEQUENTIAL =
  /\b(?:quarter[\s-]on[\s-]quarter|quarter[\s-]over[\s-]quarter|qoq|q\/q|(?:from|on|over|than|vs|versus)\s+the\s+(?:previous|prior)\s+quarter|(?:dari|dibanding(?:kan)?)\s+(?:dengan\s+)?(?:kuartal|triwulan)\s+sebelumnya)\b/iu

/**
 * "Q1 2025 net profit up 25% year on year", "laba kuartal I 2025 naik 25% dibanding tahun lalu": one named quarter
 * against the same quarter a year earlier, never the full years.
 */
const YEAR_ON_YEAR = new RegExp(
  String.raw`\b(?:yoy|year[\s-]on[\s-]year|year[\s-]over[\s-]year|(?:from|than|vs|versus|on|over)\s+(?:the\s+)?(?:same\s+quarter\s+)?(?:a\s+year\s+(?:earlier|ago|before)|(?:of\s+)?(?:last|the\s+previous|the\s+prior)\s+year)|(?:dibanding(?:kan)?|dari|daripada)\s+(?:dengan\s+)?(?:(?:kuartal|triwulan|periode)\s+(?:yang|yg)\s+sama\s+)?(?:tahun\s+(?:lalu|sebelumnya)|setahun\s+(?:lalu|sebelumnya))|secara\s+tahunan)\b`,
  'iu',
)
const NAMED_QUARTER = new RegExp(FULL, 'giu')

const ORDINALS: Readonly<Record<string, number>> = {
  first: 1,
  '1st': 1,
  pertama: 1,
  i: 1,
  second: 2,
  '2nd': 2,
  kedua: 2,
  ii: 2,
  third: 3,
  '3rd': 3,
  ketiga: 3,
  iii: 3,
  fourth: 4,
  '4th': 4,
  keempat: 4,
  iv: 4,
}

/** The groups of one QUARTER: the Q digit, the English ordinal, the Indonesian ones, the year. */
function quarterOf(groups: readonly (string | undefined)[]): { quarter: number; year: number | null } {
  const [digit, ordinal, indonesian, bare, year] = groups
  const written = (digit ?? ordinal ?? indonesian ?? bare ?? '').toLowerCase()
  return { quarter: ORDINALS[written] ?? Number(written), year: year === undefined ? null : Number(year) }
}

/**
 * "revenue in Q3 2025 above revenue in Q2 2025": the words said again before the second quarter are the metric
 * already named, so they are dropped. Only the very same words: "revenue in Q3 above net income in Q2" compares two
 * metrics, which stays unread and is refused.
 */
const REPEATED_METRIC = new RegExp(
  String.raw`\b((?:[\p{L}/]+\s+){1,3}?)((?:in|pada)\s+${FULL}\s+(?:${HIGHER}|${LOWER})\s+)\1(?=(?:in|pada)\s)`,
  'iu',
)

/**
 * "laba Q3 2025 > laba Q3 2024", "Q3-2025 net income > Q3-2024 net income": the metric said again beside the second
 * quarter, before or after it, is the one already named ("Q2 2025 gross profit above Q2 2024 gross profit"). Only
 * the very same words, with a comparison symbol or word.
 */
const SAID_AGAIN_COMPARE = String.raw`(${HIGHER}|${LOWER})`
const REPEATED_BEFORE = new RegExp(
  String.raw`\b((?:[\p{L}/]+\s+){1,3}?)(${FULL})\s*${SAID_AGAIN_COMPARE}\s*\1(?=${FULL})`,
  'iu',
)
const REPEATED_AFTER = new RegExp(
  String.raw`\b(${FULL})\s+((?:[\p{L}/]+\s+){0,2}?[\p{L}/]+)\s*${SAID_AGAIN_COMPARE}\s*(${FULL})\s+` +
    `\\${1 + FULL_GROUPS + 1}` +
    String.raw`(?![\p{L}])`,
  'iu',
)

/** The question with its quarter pair taken out and its direction word in the grammar's words, or null. */
export function readQuarterPair(asked: string): { text: string; pair: QuarterPair } | null {
  const question = asked
    .replace(REPEATED_METRIC, (_whole, metric: string, middle: string) => `${metric}${middle}`)
    .replace(
      REPEATED_BEFORE,
      (...groups: string[]) => `${groups[1] ?? ''}${groups[2] ?? ''} ${groups[3 + FULL_GROUPS] ?? ''} `,
    )
    .replace(REPEATED_AFTER, (...groups: string[]) => {
      const [first = '', metric = '', symbol = '', second = ''] = [
        1,
        2 + FULL_GROUPS,
        3 + FULL_GROUPS,
        4 + FULL_GROUPS,
      ].map((at) => groups[at])
      return `${first} ${metric} ${symbol} ${second}`
    })
  const sequential = SEQUENTIAL.exec(question)
  if (sequential !== null) {
    const to: Quarter = LATEST_QUARTER
    const from: Quarter = to.quarter === 1 ? { year: to.year - 1, quarter: 4 } : { ...to, quarter: to.quarter - 1 }
    return withDirection(question, sequential, { from, to }, true)
  }
  const versus = VERSUS.exec(question)
  if (versus !== null) {
    const groups = versus.slice(1)
    const later = quarterOf([groups[0], groups[1], groups[2], undefined, groups[3]])
    const [middle = '', higher] = groups.slice(FULL_GROUPS, FULL_GROUPS + 2)
    const earlier = groups.slice(FULL_GROUPS + 3)
    const base = quarterOf([earlier[0], earlier[1], earlier[2], undefined, earlier[3]])
    if (later.year === null || base.year === null) return null
    const word = higher === undefined ? 'declining' : 'rising'
    const text = `${question.slice(0, versus.index)} ${middle} ${word} ${question.slice(versus.index + versus[0].length)}`
    const pair = { from: { quarter: base.quarter, year: base.year }, to: { quarter: later.quarter, year: later.year } }
    return { text: text.replace(/\s+/gu, ' ').trim(), pair }
  }
  for (const [pattern, laterFirst] of [
    [FROM_TO, false],
    [THAN, true],
  ] as const) {
    const match = pattern.exec(question)
    if (match === null) continue
    const first = quarterOf(match.slice(1, 1 + GROUPS))
    const second = quarterOf(match.slice(1 + GROUPS, 1 + 2 * GROUPS))
    const year = second.year ?? first.year
    if (year === null) return null
    const a = { quarter: first.quarter, year: first.year ?? year }
    const b = { quarter: second.quarter, year }
    const pair = laterFirst ? { from: b, to: a } : { from: a, to: b }
    return withDirection(question, match, pair, false)
  }
  return laterAgainstEarlier(question) ?? sameQuarterYearEarlier(question)
}

/** "… dibanding kuartal I 2024", "… compared with Q1 2024": the quarter a change is measured against. */
const AGAINST = new RegExp(
  String.raw`\b(?:dibanding(?:kan)?(?:\s+(?:dengan|pada))?|daripada|compared\s+(?:to|with)|versus|vs\.?|against|from|on|over)\s+(?:the\s+|pada\s+)?${FULL}`,
  'iu',
)

/**
 * "pendapatan kuartal I 2025 naik lebih dari 20% dibanding kuartal I 2024", "Q3 2025 revenue up 10% on Q2 2025":
 * the first quarter named is the later one, the change is measured against the second; named the other way round
 * the question is left to be refused.
 */
function laterAgainstEarlier(question: string): { text: string; pair: QuarterPair } | null {
  const quarters = [...question.matchAll(NAMED_QUARTER)]
  const [named, other] = quarters
  if (named === undefined || other === undefined || quarters.length > 2) return null
  const text = `${question.slice(0, named.index)} ${question.slice(named.index + named[0].length)}`
  const against = AGAINST.exec(text)
  if (against === null) return null
  const later = named.slice(1)
  const base = against.slice(1)
  const to = quarterOf([later[0], later[1], later[2], undefined, later[3]])
  const from = quarterOf([base[0], base[1], base[2], undefined, base[3]])
  if (to.year === null || from.year === null || to.year * 4 + to.quarter <= from.year * 4 + from.quarter) return null
  const pair = { from: { quarter: from.quarter, year: from.year }, to: { quarter: to.quarter, year: to.year } }
  return withDirection(text, against, pair, false)
}

/** One named quarter with a change on the year: the pair is that quarter and the same one a year before. */
function sameQuarterYearEarlier(question: string): { text: string; pair: QuarterPair } | null {
  const quarters = [...question.matchAll(NAMED_QUARTER)]
  const [named] = quarters
  if (named === undefined || quarters.length > 1 || !YEAR_ON_YEAR.test(question)) return null
  const groups = named.slice(1)
  const to = quarterOf([groups[0], groups[1], groups[2], undefined, groups[3]])
  if (to.year === null) return null
  const text = `${question.slice(0, named.index)} ${question.slice(named.index + named[0].length)}`
  const change = YEAR_ON_YEAR.exec(text)
  if (change === null) return null
  const pair = { from: { quarter: to.quarter, year: to.year - 1 }, to: { quarter: to.quarter, year: to.year } }
  return withDirection(text, change, pair, true)
}

/**
 * Rewrites the direction word said of the pair ("up", "naik", "higher"), the last one before the pair or, for
 * "higher in Q3 than in Q2", the one right before it; without one, "quarter-on-quarter growth" is a growth.
 */
function withDirection(
  question: string,
  match: RegExpExecArray,
  pair: QuarterPair,
  optional: boolean,
): { text: string; pair: QuarterPair } | null {
  const before = question.slice(0, match.index)
  const after = question.slice(match.index + match[0].length)
  const directions = [...before.matchAll(DIRECTION)]
  const direction = directions.at(-1)
  if (direction === undefined) {
    if (!optional) return null
    // "quarter-on-quarter revenue growth" has its growth word; "revenue quarter on quarter" is one
    const growth = /\b(?:growth|pertumbuhan)\b/iu.test(question) ? ' ' : ' growth '
    return { text: `${before}${growth}${after}`.replace(/\s+/gu, ' ').trim(), pair }
  }
  const word = direction[1] === undefined ? ' declining ' : ' rising '
  const head = `${before.slice(0, direction.index)}${word}${before.slice(direction.index + direction[0].length)}`
  return { text: `${head} ${after}`.replace(/\s+/gu, ' ').trim(), pair }
}
