import { arith, compare, field, num } from '../../../shared/where/build'
import type { CompareOp, Condition } from '../../../shared/where'

/**
 * The price against a fraction of one of its levels: "price < 50% of 52w high", "trading within 10% of their
 * all-time high", "more than 40% below their 52-week high", "at least 30% above the 52-week low". Each is the last
 * close compared with the level times a factor, which the `where` language writes as `0.5 * 52_w_high_price`.
 * "Within 5% of" is the near rule the vocabulary reads already; a distance said without a bound ("40% below their
 * high") is left for the grammar, which refuses it: "40% below" may mean at least or about.
 */
const LEVELS: readonly (readonly [RegExp, string, string])[] = [
  [
    /^(?:(?:52[\s-]?(?:week|wk|w)|year|1[\s-]year)[\s-]high|(?:harga\s+)?tertinggi 52 minggu)$/iu,
    '52_w_high_price',
    '52-week high',
  ],
  [
    /^(?:(?:52[\s-]?(?:week|wk|w)|year|1[\s-]year)[\s-]low|(?:harga\s+)?terendah 52 minggu)$/iu,
    '52_w_low_price',
    '52-week low',
  ],
  [
    /^(?:all[\s-]time[\s-]high|ath|record[\s-]high|(?:harga\s+)?tertinggi sepanjang masa)$/iu,
    'all_time_high_price',
    'all-time high',
  ],
  [
    /^(?:all[\s-]time[\s-]low|atl|record[\s-]low|(?:harga\s+)?terendah sepanjang masa)$/iu,
    'all_time_low_price',
    'all-time low',
  ],
]
const LEVEL_WORDS = String.raw`(?:(?:52[\s-]?(?:week|wk|w)|year|1[\s-]year)[\s-](?:high|low)|all[\s-]time[\s-](?:high|low)|record[\s-](?:high|low)|ath|atl|(?:harga\s+)?(?:tertinggi|terendah)\s+(?:52 minggu|sepanjang masa))`
/** The level's words as one capture group, which the readers below take by position. */
const LEVEL = String.raw`(${LEVEL_WORDS})(?:\s+price)?`
const OWNER = String.raw`(?:(?:their|the|its|a)\s+)?`
const OF = String.raw`(?:of|dari)`
const PRICE = String.raw`(?:(?:the\s+)?(?:last\s+close|share\s+price|closing\s+price|price|priced|trading|stocks?|shares?|harga(?:\s+saham)?|harganya)\s+(?:is\s+|are\s+|was\s+|now\s+)?)?`
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)\s*(?:%|percent)`

/** "price < 50% of 52w high", "price at most 70% of the all-time high". */
const FRACTION = new RegExp(
  String.raw`\b${PRICE}(<=|>=|<|>|≤|≥|below|under|less than|above|over|more than|at most|at least|di bawah|di atas|kurang dari|lebih dari|maksimal|minimal)\s*${NUMBER}\s+${OF}\s+${OWNER}${LEVEL}\b`,
  'iu',
)
/** "within 10% of their all-time high": at least 90% of a high, at most 110% of a low. */
const WITHIN = new RegExp(String.raw`\b${PRICE}within\s+${NUMBER}\s+${OF}\s+${OWNER}${LEVEL}\b`, 'iu')
/** "more than 40% below their 52-week high", "at least 30% above the 52-week low". */
const AWAY = new RegExp(
  String.raw`\b${PRICE}(more than|over|at least|less than|at most)\s+${NUMBER}\s+(below|under|off|above|over)\s+${OWNER}${LEVEL}\b`,
  'iu',
)

const OPS: Readonly<Record<string, CompareOp>> = {
  '<': '<',
  '<=': '<=',
  '≤': '<=',
  '>': '>',
  '>=': '>=',
  '≥': '>=',
  below: '<',
  under: '<',
  'less than': '<',
  'at most': '<=',
  above: '>',
  over: '>',
  'more than': '>',
  'at least': '>=',
  'di bawah': '<',
  'kurang dari': '<',
  maksimal: '<=',
  'di atas': '>',
  'lebih dari': '>',
  minimal: '>=',
}
const WORDS: Readonly<Record<CompareOp, string>> = {
  '<': 'below',
  '<=': 'at most',
  '>': 'above',
  '>=': 'at least',
  '=': 'equal to',
  '!=': 'not equal to',
}
const FLIPPED: Readonly<Record<CompareOp, CompareOp>> = {
  '<': '>',
  '<=': '>=',
  '>': '<',
  '>=': '<=',
  '=': '=',
  '!=': '!=',
}

export interface PriceLevels {
  readonly text: string
  readonly conditions: readonly Condition[]
  readonly says: readonly string[]
}

/**
 * A trader's product of a level and a factor: "px>52wH*0.95", "price >= 0.8 × 52w low". Written out as the
 * fraction above reads it; "above 0.95 times the 52-week high" is the corpus's "near the 52-week high".
 */
// no capture group inside the level: the replacer below reads its groups by position
const SHORT_LEVEL = String.raw`(52\s?w\s?h|52\s?w\s?l|${LEVEL_WORDS}(?:\s+price)?)`
const FACTOR = String.raw`(\d*[.,]\d+|\d+)`
const TIMES_LEVEL = new RegExp(
  String.raw`\b(?:px|price|last close|close|harga|harganya)\s*(<=|>=|<|>|≤|≥)\s*(?:${SHORT_LEVEL}\s*[*×x]\s*${FACTOR}|${FACTOR}\s*[*×x]\s*${SHORT_LEVEL})(?![\p{L}\d])`,
  'iu',
)

function writeOutTimesLevel(question: string): string {
  return question.replace(
    TIMES_LEVEL,
    (whole, op: string, levelFirst?: string, factorAfter?: string, factorFirst?: string, levelAfter?: string) => {
      const written = (levelFirst ?? levelAfter ?? '').replace(/\s/gu, '').toLowerCase()
      const level =
        written === '52wh' ? '52-week high' : written === '52wl' ? '52-week low' : (levelFirst ?? levelAfter)
      const writtenFactor = factorAfter ?? factorFirst
      if (writtenFactor === undefined || level === undefined) return whole
      // a factor that reads as no number leaves the phrase as written, to be refused: never "NaN%" in a message
      const factor = Number(writtenFactor.replace(',', '.'))
      if (!Number.isFinite(factor)) return whole
      if (level === '52-week high' && factor === 0.95 && /[>≥]/u.test(op)) return ' near 52-week high '
      return ` price ${op} ${String(round(factor * 100))}% of ${level} `
    },
  )
}

/** The question with its price-level phrases taken out, as conditions and the words that say them. */
export function readPriceLevels(question: string): PriceLevels {
  const conditions: Condition[] = []
  const says: string[] = []
  let text = writeOutTimesLevel(question)
  const take = (match: RegExpExecArray, op: CompareOp, factor: number, levelText: string): void => {
    const level = LEVELS.find(([pattern]) => pattern.test(levelText.trim()))
    if (level === undefined) return
    const [, name, label] = level
    conditions.push(compare(field('last_close_price'), op, arith(num(round(factor)), '*', field(name))))
    says.push(`the last close is ${WORDS[op]} ${percent(factor)} of the ${label}`)
    // a plus joining the level to another condition ("price < 50% of ATH + PBV < 1") goes with it: the level's
    // condition is joined by "and" already, and a plus left alone would join nothing
    const before = text.slice(0, match.index).replace(/\+\s*$/u, '')
    const after = text.slice(match.index + match[0].length).replace(/^\s*\+/u, '')
    text = `${before} ${after}`.replace(/\s+/gu, ' ').trim()
  }
  const fraction = FRACTION.exec(text)
  if (fraction !== null) {
    const op = OPS[(fraction[1] ?? '').toLowerCase().replace(/\s+/gu, ' ')]
    if (op !== undefined) take(fraction, op, amount(fraction[2]), fraction[3] ?? '')
  }
  const within = WITHIN.exec(text)
  if (within !== null && amount(within[1]) !== 0.05) {
    const high = /high|ath/iu.test(within[2] ?? '')
    const share = amount(within[1])
    take(within, high ? '>=' : '<=', high ? 1 - share : 1 + share, within[2] ?? '')
  }
  const away = AWAY.exec(text)
  if (away !== null) {
    const bound = OPS[(away[1] ?? '').toLowerCase()]
    const below = /below|under|off/iu.test(away[3] ?? '')
    const share = amount(away[2])
    // "more than 40% below" is under 60% of the level; "more than 50% above" over 150% of it
    if (bound !== undefined) take(away, below ? FLIPPED[bound] : bound, below ? 1 - share : 1 + share, away[4] ?? '')
  }
  return { text, conditions, says }
}

const amount = (written: string | undefined): number => Number((written ?? '').replace(',', '.')) / 100
const round = (factor: number): number => Math.round(factor * 10000) / 10000
const percent = (factor: number): string => `${String(round(factor * 100))}%`
