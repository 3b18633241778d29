import { LATEST_QUARTER } from '../../demo/core/calendar'
/**
 * A list of quarters that writes its year once: "Q1, Q2 and Q3 of 2025", "both Q1 and Q2 2025", "kuartal I dan
 * kuartal II 2025", "kuartal I, II dan III 2025". Each member is written out with that year ("Q1 2025, Q2 2025 and
 * Q3 2025"), the form the year-set step reads as a list whose every member must hold.
 */
const ROMAN: Readonly<Record<string, string>> = { i: '1', ii: '2', iii: '3', iv: '4' }
const JOIN = String.raw`\s*(?:,|and|dan|&)\s*`
const YEAR = String.raw`((?:19|20)\d{2})`

/** "Q1, Q2 and Q3 2025": English quarter notation, the year after the last member. */
const Q_MEMBER = String.raw`q[1-4]`
const Q_LIST = new RegExp(
  String.raw`\b(?:both\s+|each\s+of\s+)?(${Q_MEMBER}(?:${JOIN}(?:and\s+)?${Q_MEMBER})+)[\s-]+(?:of\s+|tahun\s+)?${YEAR}\b`,
  'giu',
)
/** "kuartal I dan kuartal II 2025", "kuartal 1, 2 dan 3 2025": the Indonesian word, said once or for each member. */
const ID_MEMBER = String.raw`(?:(?:kuartal|triwulan|kwartal)\s+(?:ke\s*)?)?(?:iv|iii|ii|i|[1-4])`
const ID_LIST = new RegExp(
  String.raw`\b((?:kuartal|triwulan|kwartal)\s+(?:ke\s*)?(?:iv|iii|ii|i|[1-4])(?:${JOIN}${ID_MEMBER})+)\s+(?:tahun\s+)?${YEAR}\b`,
  'giu',
)

/**
 * "in each of the last four quarters", "in the past 3 quarters", "4 kuartal terakhir": the latest reported quarters,
 * each written out ("Q4 2025, Q1 2026, Q2 2026 and Q3 2026") so every one of them must hold.
 */
const COUNTS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, eight: 8 }
const COUNTS_ID: Readonly<Record<string, number>> = { dua: 2, tiga: 3, empat: 4, lima: 5, enam: 6, delapan: 8 }
const LAST_QUARTERS =
  /\b(?:(?:in\s+|during\s+|over\s+)?(?:each\s+of\s+|every\s+one\s+of\s+|all\s+of\s+)?the\s+(?:last|past|latest)\s+(two|three|four|five|six|eight|[2-8])\s+(?:reported\s+)?quarters|(?:(?:dalam|di|pada|selama)\s+)?(?:(?:tiap|setiap|masing-masing)\s+)?(dua|tiga|empat|lima|enam|delapan|[2-8])\s+(?:kuartal|triwulan)\s+terakhir)\b/giu

/**
 * "in each quarter of 2025", "setiap kuartal 2025": the year's four quarters, every one of which must hold; a year
 * whose fourth quarter is not reported yet is left as written (and refused), never read as fewer quarters.
 */
const EACH_QUARTER_OF_YEAR =
  /\b(?:(?:in|during|for)\s+)?(?:each|every|all)\s+(?:(?:of\s+)?the\s+)?(?:four\s+)?quarters?\s+(?:of|in)\s+((?:19|20)\d{2})\b|\b(?:(?:pada|di|dalam|selama)\s+)?(?:setiap|tiap|semua|seluruh|keempat)\s+(?:kuartal|triwulan)\s+(?:(?:di|pada|dalam)\s+)?(?:tahun\s+)?((?:19|20)\d{2})\b/giu

function everyQuarterOf(whole: string, year: number): string {
  if (year > LATEST_QUARTER.year || (year === LATEST_QUARTER.year && LATEST_QUARTER.quarter < 4)) return whole
  return ` in each of Q1 ${String(year)}, Q2 ${String(year)}, Q3 ${String(year)} and Q4 ${String(year)} `
}

function lastQuarters(count: number): string {
  const quarters: string[] = []
  let { year, quarter } = LATEST_QUARTER
  for (let left = count; left > 0; left -= 1) {
    quarters.unshift(`Q${String(quarter)} ${String(year)}`)
    quarter -= 1
    if (quarter === 0) [year, quarter] = [year - 1, 4]
  }
  return ` in each of ${quarters.slice(0, -1).join(', ')} and ${quarters.at(-1) ?? ''} `
}

/** The question with each quarter of a shared-year list written with its year; unchanged when it has none. */
export function spreadQuarterYear(asked: string): string {
  const question = asked
    .replace(EACH_QUARTER_OF_YEAR, (whole, english?: string, indonesian?: string) =>
      everyQuarterOf(whole, Number(english ?? indonesian)),
    )
    .replace(LAST_QUARTERS, (whole, english?: string, indonesian?: string) => {
      const count =
        Number(english ?? indonesian) ||
        COUNTS[english?.toLowerCase() ?? ''] ||
        COUNTS_ID[indonesian?.toLowerCase() ?? '']
      return count === undefined ? whole : lastQuarters(count)
    })
  const spread = (members: string, year: string, pattern: RegExp): string => {
    const quarters = [...members.matchAll(pattern)].map(
      (member) => `Q${ROMAN[member[1]?.toLowerCase() ?? ''] ?? member[1] ?? ''} ${year}`,
    )
    return ` ${quarters.slice(0, -1).join(', ')} and ${quarters.at(-1) ?? ''} `
  }
  return question
    .replace(Q_LIST, (_whole, members: string, year: string) => spread(members, year, /q([1-4])/giu))
    .replace(ID_LIST, (_whole, members: string, year: string) =>
      spread(members, year, /(?<![\p{L}])(iv|iii|ii|i|[1-4])(?![\p{L}])/giu),
    )
}
