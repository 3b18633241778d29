import { writeOutIntervals } from './intervals'
import { languageOf } from './language'

/**
 * Analyst shorthand for periods, written out the one way every later step reads: "3Q26", "3Q2026", "Q3-26",
 * "Q3'26", "2026Q3" are "Q3 2026"; "FY24", "FY'24", "FY-24" are "FY2024"; "y/y" is "yoy" (growth over the year
 * before, the grammar's growth). A two-digit year is read as 20xx only glued to its quarter or "FY", where nothing
 * else could be meant; a bare "24" stays a number.
 */
const YY = String.raw`(\d{2}|(?:19|20)\d{2})(?![\p{L}\d])`
const QUARTER_FIRST = new RegExp(String.raw`(?<![\p{L}\d])([1-4])Q\s?[-'’/]?\s?${YY}`, 'giu')
const Q_FIRST = new RegExp(String.raw`(?<![\p{L}\d])Q([1-4])\s?(?:[-'’/]\s?|FY)${YY}`, 'giu')
const YEAR_FIRST = /(?<![\p{L}\d])((?:19|20)\d{2})\s?-?Q([1-4])(?![\p{L}\d])/giu
const FISCAL_YEAR = new RegExp(String.raw`(?<![\p{L}\d])FY\s?[-'’]?${YY}`, 'giu')
const YEAR_ON_YEAR = /(?<![\p{L}\d])y\s?\/\s?y(?![\p{L}\d])/giu

/**
 * "laba bersih +20% y/y", "net income up 20% yoy": a financial line moved by a bare percentage against the year
 * before is its growth, bounded below as "up 40%" is for a price ("stocks +40%"). Only after a line named just
 * before: "stocks up 20% yoy" stays a price move.
 */
const LINE = String.raw`(revenues?|sales|earnings|net income|net profit|profits?|ebitda|eps|rev|laba(?:\s+bersih)?|pendapatan|penjualan)`
const LINE_MOVED_YOY = new RegExp(
  String.raw`\b${LINE}\s+(?:(?:is\s+|was\s+)?(?:up|grew|grown|rose|risen|naik|tumbuh)\s+(?:by\s+|sebesar\s+)?|\+\s*)(\d+(?:[.,]\d+)?)\s*(?:%|percent|persen)\s+(?:yoy|year on year|year over year)(?![\p{L}\d])`,
  'giu',
)

/**
 * "laba di atas 500 M": Indonesian writes "M" for miliar (thousand million) and "jt" for juta, so in an Indonesian
 * question a bare "M" after a number is miliar; in English it stays million. "12M return" is a period, not an amount.
 */
const INDONESIAN_M =
  /(?<=\d)\s?M(?![\p{L}\d])(?!\s*(?:return|returns|change|chg|perf|performance|price|harga|kinerja))/gu

const fullYear = (year: string): string => (year.length === 2 ? `20${year}` : year)

/** A trader's arrows and charts: "coal ↑ 5% today", "revenue 📈 20% yoy". */
const UP_SIGN = /(?:[↑⬆]\uFE0F?|📈)/gu
const DOWN_SIGN = /(?:[↓⬇]\uFE0F?|📉)/gu
/**
 * A chart beside the move it draws ("📉 property developers down 20%", "📈 saham naik 5%") only repeats it: read
 * as a second "down" it would leave the question's own "down" with nothing to attach to.
 */
const UP_WORD = /(?<![\p{L}\d])(?:up|rose|risen|gained|naik|menguat|melonjak)(?![\p{L}\d])/iu
const DOWN_WORD = /(?<![\p{L}\d])(?:down|fell|dropped|lost|turun|melemah|anjlok|merosot)(?![\p{L}\d])/iu
/**
 * Emoji that decorate a question without adding to it ("NIM > 5% 🏦", "🙏").
 */
const DECORATION = /(?:🏦|💰|💵|💸|🙏|👍|😊|🙂|🤔|✅|🔎|🔍|👀|❓|❗|📊|💡|✨|⭐)\uFE0F?/gu
/**
 * "🚀" and "🔥" may mean something ("hot", "soaring"), so they are never a condition: beside a screen that states
 * its own condition with a number ("SGX REITs 1y return > 10% 🚀") they are the asker's excitement and read as
 * nothing; alone with a class ("🚀 banks") they stay unknown words and the question is refused.
 */
const EXCITEMENT = /(?:🚀|🔥)\uFE0F?/gu
/** A number of its own, not an index's name ("LQ45", "IDX30"): "🚀 LQ45" is no screen with a condition. */
const STATES_A_NUMBER = /(?<![\p{L}\d])\d+(?:[.,]\d+)?(?![\p{L}\d])/u

/** The sign read as its word in the question's language, so an Indonesian message echoes "turun", not "down". */
function readSigns(question: string): string {
  const up = question.search(UP_SIGN) >= 0
  const down = question.search(DOWN_SIGN) >= 0
  if (!up && !down) return question
  const indonesian = languageOf(question) === 'id'
  return question
    .replace(UP_SIGN, UP_WORD.test(question) ? ' ' : indonesian ? ' naik ' : ' up ')
    .replace(DOWN_SIGN, DOWN_WORD.test(question) ? ' ' : indonesian ? ' turun ' : ' down ')
}

/** "sub-10x earnings", "sub 15x P/E": an analyst's "below" before a multiple. */
const SUB_MULTIPLE = /\bsub[\s-]?(?=\d+(?:[.,]\d+)?\s*x\b)/giu

/** The question with its period shorthand written out (and an Indonesian "M" as miliar); unchanged when it has none. */
export function writeOutShorthand(asked: string): string {
  const question = writeOutIntervals(asked)
  // the language is read only when an "M" is there to read: most questions have none
  const indonesian = /\dM|\d M/u.test(question) && languageOf(question) === 'id'
  const read = readSigns(indonesian ? question.replace(INDONESIAN_M, ' miliar') : question).replace(DECORATION, ' ')
  return (STATES_A_NUMBER.test(read) ? read.replace(EXCITEMENT, ' ') : read)
    .replace(QUARTER_FIRST, (_whole, quarter: string, year: string) => `Q${quarter} ${fullYear(year)}`)
    .replace(Q_FIRST, (_whole, quarter: string, year: string) => `Q${quarter} ${fullYear(year)}`)
    .replace(YEAR_FIRST, (_whole, year: string, quarter: string) => `Q${quarter} ${year}`)
    .replace(FISCAL_YEAR, (_whole, year: string) => `FY${fullYear(year)}`)
    .replace(YEAR_ON_YEAR, 'yoy')
    .replace(SUB_MULTIPLE, 'under ')
    .replace(LINE_MOVED_YOY, (_whole, line: string, amount: string) => `${line} growth above ${amount}% yoy`)
}
