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

/** The question with each quarter of a shared-year list written with its year; unchanged when it has none. */
export function spreadQuarterYear(question: string): string {
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
