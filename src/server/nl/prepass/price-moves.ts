/**
 * Price performance as people say it: "best performing over the last year", "top gainers today", "stocks up
 * more than 5% today", "saham yang turun lebih dari 10% setahun terakhir". A move word and a period become the
 * metric of that period's change with a plain comparison or ranking ("1 year change above 5%"), which the grammar
 * then reads like any other metric. Without a period, "best performing" means the past year; "up"/"down" without
 * a period are left to the grammar (revenue up, earnings down are growth, not price moves).
 */

import { editDistance } from '../../../shared/where/field-names'

/**
 * An analyst's period shorthand said straight before what performed ("worst 1M performers", "top 1W gainers"): only
 * there, as "1M" elsewhere is an amount (one million).
 */
const shorthand = (period: string) =>
  new RegExp(`\\b${period}(?=\\s+(?:performers?|performance|performing|gainers?|losers?|movers?)\\b)`, 'iu')

/** Headline style, the period last after a comma: "Top gainers: SGX REITs, 1M", "SGX worst performers, 3Y". */
const headline = (period: string) => new RegExp(`,\\s*${period}\\s*[.!?]*\\s*$`, 'iu')

const PERIODS: readonly (readonly [RegExp, string])[] = [
  [headline('1d'), 'daily change'],
  [headline('1w'), '1 week change'],
  [headline('1m'), '1 month change'],
  [headline('ytd'), 'ytd change'],
  [headline('(?:1y|12m)'), '1 year change'],
  [headline('3y'), '3 year change'],
  [shorthand('1d'), 'daily change'],
  [shorthand('1w'), '1 week change'],
  [shorthand('1m'), '1 month change'],
  [shorthand('3y'), '3 year change'],
  [/\b(?:today|intraday|hari ini|harian|on the day)\b/iu, 'daily change'],
  [
    /\b(?:(?:over|in|during)\s+the\s+(?:past|last)\s+(?:7|seven)\s+days|(?:past|last)\s+(?:7|seven)\s+days|this week|over the past week|in the past week|past week|last week|minggu ini|seminggu terakhir|sepekan terakhir|pekan ini)\b/iu,
    '1 week change',
  ],
  [
    /\b(?:this month|over the past month|in the past month|past month|last month|bulan ini|sebulan terakhir)\b/iu,
    '1 month change',
  ],
  [
    /\b(?:year to date|ytd|so far this year|since the start of the year|this year|tahun ini|sejak awal tahun)\b/iu,
    'ytd change',
  ],
  [
    /\b(?:(?:over|in|during)\s+the\s+(?:last|past)\s+(?:year|12 months|twelve months)|(?:over|in)\s+(?:a|one|1)\s+year|the past year|the last year|past 12 months|last 12 months|(?:dalam\s+)?seta(?:h)?un terakhir|dalam seta(?:h)?un|(?:dalam\s+)?(?:1|satu) tahun terakhir|seta(?:h)?un|12 bulan terakhir|over the year|(?:1|one)[\s-]year|1y)\b/iu,
    '1 year change',
  ],
  [
    /\b(?:over|in)\s+(?:the\s+(?:last|past)\s+)?(?:3|three)\s+years\b|\b3 tahun terakhir\b|\btiga tahun terakhir\b/iu,
    '3 year change',
  ],
]

const BEST =
  /\b(?:performers|best[\s-]performing|best performers?|top performers?|top[\s-]performing|best performance|strongest performers?|top gainers?|biggest gainers?|gainers|biggest winners|(?:biggest|largest|sharpest|steepest) (?:gains?|rises?|jumps?)|kenaikan (?:harga )?terbesar|kinerja terbaik|performa terbaik|top gainer|paling naik|kenaikan (?:harga )?tertinggi|naik paling tinggi|naik tertinggi|kenaikan terbesar)\b/iu
/** "by one-year performance", "berdasarkan kinerja setahun terakhir": with a period, the change of that period. */
const PERFORMANCE = /\b(?:performance|returns?(?!\s+on\b)|kinerja|performa)\b/iu
const WORST =
  /\b(?:worst[\s-]performing|worst performers?|worst performance|weakest performers?|top losers?|biggest losers?|losers|biggest fallers|(?:biggest|largest|sharpest|steepest) (?:drops?|falls?|declines?)|penurunan (?:harga )?terbesar|kinerja terburuk|performa terburuk|top loser|paling turun|penurunan (?:harga )?tertinggi|turun paling dalam|turun terdalam|penurunan (?:harga )?terdalam|turun terbesar)\b/iu
/**
 * A trader's verbs for a move, both directions ("ripping", "mooned", "tankd", "nyungsep"): only ever read beside an
 * amount or a period, so "bled" or "terbang" alone stay unknown words.
 */
const SLANG_UP_ENGLISH =
  'ripping|ripped|rips|mooning|mooned|surged|surging|soared|soaring|rallied|rallying|jumping|popped|popping|spiked|spiking'
const SLANG_DOWN_ENGLISH =
  'tanked|tankd|tanking|dumped|dumping|crashed|crashing|plunged|plunging|cratered|cratering|sank|sunk|sinking|bled|bleeding|slumping'
const SLANG_UP_INDONESIAN = 'terbang|meroket|melesat'
const SLANG_DOWN_INDONESIAN = 'ambles|ambrol|nyungsep|rontok|jeblok'
const SLANG_UP = `${SLANG_UP_ENGLISH}|${SLANG_UP_INDONESIAN}`
const SLANG_DOWN = `${SLANG_DOWN_ENGLISH}|${SLANG_DOWN_INDONESIAN}`
const MOVE = new RegExp(
  String.raw`\b(?:(up|rose|risen|rise|rising|gained|gain|gaining|climbed|jumped|returned|naik|menguat|melonjak|${SLANG_UP})|(down|fell|fallen|fall|falling|dropped|drop|lost|declined|slumped|turun|melemah|anjlok|merosot|${SLANG_DOWN}))\b` +
    String.raw`(?:\s+(?:by|sebesar))?\s*(more than|more then|over|above|at least|less than|under|lebih dari|lbh dari|di atas|minimal|setidaknya|kurang dari|di bawah)?\s*(\d+(?:[.,]\d+)?)\s*(?:%|percent|persen)(\s+(?:or more|or higher|atau lebih))?`,
  'iu',
)
/**
 * "whose share price rose this week", "that fell this month": a move without an amount, beside a period, is a
 * change of that period above or below zero. The price named with it is the move's own, not a second metric.
 */
const BARE_MOVE = new RegExp(
  String.raw`\b(?:(?:share|stock)\s+)?(?:price\s+)?(?:has\s+|have\s+)?(?:(rose|risen|gained|climbed|went up|${SLANG_UP_ENGLISH})|(fell|fallen|dropped|declined|slumped|went down|${SLANG_DOWN_ENGLISH}))\b(?!\s*(?:by\s+)?(?:more|less|over|above|under|below|at|than|\d|[+-]))`,
  'iu',
)
/**
 * "REIT yg naik minggu ini": a move said with a period and no size is the sign of that period's change. Only the
 * Indonesian verbs: "naik" and "turun" are never the preposition "up"/"down" may be.
 */
const BARE_MOVE_INDONESIAN = new RegExp(
  String.raw`\b(?:(naik|menguat|melonjak|${SLANG_UP_INDONESIAN})|turun|melemah|anjlok|merosot|${SLANG_DOWN_INDONESIAN})\b(?!\s*(?:\d|[+-]|lebih|lbh|kurang|di atas|di bawah|diatas|dibawah|minimal|setidaknya|sebesar|paling|ter\p{L}+))`,
  'iu',
)
/** Words that make "up"/"down" a change of a financial line, not of the price. */
const LINE_WORDS =
  /\b(?:revenue|revenues|sales|earnings|profit|profits|income|laba|pendapatan|penjualan|dividend|dividends|dividen|eps|assets|aset|debt|utang)\b/iu
/**
 * A line word with a bound of its own ("yielding over 5%", "dividend yield above 5%") before the move: it is its
 * own condition, so the move after it is still the price's. No move word may sit between the line word and its
 * number, so "revenue up 10% this year" stays revenue's.
 */
const LINE_WITH_OWN_BOUND =
  /\b(?:revenue|revenues|sales|earnings|profit|profits|income|laba|pendapatan|penjualan|dividend|dividends|dividen|eps|assets|aset|debt|utang)\b(?:(?!\b(?:up|down|rose|risen|fell|fallen|gained|lost|dropped|declined|naik|turun)\b)[^\d])*?\d+(?:[.,]\d+)?\s*(?:%|percent|persen)/giu
const movesALine = (text: string) => LINE_WORDS.test(text.replace(LINE_WITH_OWN_BOUND, ' '))

const AT_LEAST = /^(?:at least|minimal|setidaknya)$/iu
/** "banks +3% today": a signed move said beside a period is a rise. */
const PLUS_MOVE = /(?<![\p{L}\d<>=])\+\s*(?=\d+(?:[.,]\d+)?\s*(?:%|percent|persen))/gu
const LESS = /^(?:less than|under|kurang dari|di bawah)$/iu

/**
 * "up mroe than 3%", "down lsss than 5%": a comparison typed one edit (or one swap) away from "more"/"less"
 * right after a move word, which the typo matcher would read later, too late for the move to be seen.
 */
const MISTYPED_BOUND = /\b(up|down|rose|fell|gained|lost|naik|turun)\s+(\p{L}{3,5})\s+(than|then)\b/giu
const BOUNDS = ['more', 'less']

function boundsSpelledOut(question: string): string {
  return question.replace(MISTYPED_BOUND, (whole, move: string, word: string) => {
    const bound = BOUNDS.find((wanted) => editDistance(word.toLowerCase(), wanted) <= 1)
    return bound === undefined ? whole : `${move} ${bound} than`
  })
}

/**
 * "urutkan … berdasarkan perubahan harga hari ini, dari yang paling turun": after a change said by name, "the most
 * fallen first" is the order's direction (lowest first), not a second ranking by the year's change.
 */
const CHANGE_ORDER = /(\bperubahan\b[^;]*?)\bdari yang paling (turun|naik)\b/iu

function orderOfChange(question: string): string {
  return question.replace(
    CHANGE_ORDER,
    (_whole, before: string, move: string) =>
      `${before}dari yang ${move.toLowerCase() === 'turun' ? 'terendah' : 'tertinggi'}`,
  )
}

/** "but", "and", "yet" between two clauses, each of which may carry a period of its own. */
const CLAUSE_JOIN = /\s+(?:but|and|yet|tapi|tetapi|namun|dan)\s+/giu
/** "… but up over 3 years": a clause that is only a bare "up"/"down" beside its period, the sign of that change. */
const BARE_DIRECTION = /^(?:(?:were|was|is|are|still)\s+)?(?:(up|higher|positive)|down|lower|negative)$/iu
export const hasPeriod = (text: string) => PERIODS.some(([pattern]) => pattern.test(text))
/** The question without its first price period ("today", "this month", "hari ini"), or null when it has none. */
export function withoutPeriod(text: string): string | null {
  const found = PERIODS.find(([pattern]) => pattern.test(text))
  return found === undefined ? null : text.replace(found[0], ' ')
}

/**
 * "gained in the past 7 days but fell year to date", "down 20% YTD but up over 3 years": two moves, each with its
 * own period, are two changes; each clause is read on its own and the grammar joins them as two conditions.
 */
function twoPeriods(question: string): string | null {
  for (const join of question.matchAll(CLAUSE_JOIN)) {
    const before = question.slice(0, join.index)
    const after = question.slice(join.index + join[0].length)
    if (!hasPeriod(before) || !hasPeriod(after)) continue
    const [first, second] = [readOnePeriod(before), readOnePeriod(after)]
    // neither clause a price move ("revenue up this year and profit up this year"): the grammar's as asked
    if (first === before && second === after) return null
    return `${first} and ${second}`
  }
  return null
}

function readOnePeriod(clause: string): string {
  const read = readPerformance(clause)
  if (read !== clause) return read
  for (const [pattern, name] of PERIODS) {
    const direction = BARE_DIRECTION.exec(clause.replace(pattern, ' ').trim())
    if (pattern.test(clause) && direction !== null)
      return `${name} ${direction[1] === undefined ? 'below' : 'above'} 0%`
  }
  return clause
}

/** The question with its performance phrases in the grammar's words; unchanged when it has none. */
export function readPerformance(asked: string): string {
  const question = boundsSpelledOut(orderOfChange(asked))
  const both = twoPeriods(question)
  if (both !== null) return both
  let text = question
  let metric: string | null = null
  for (const [pattern, name] of PERIODS) {
    if (metric !== null) break
    const match = pattern.exec(text)
    if (match === null) continue
    // one space where the period was, so "worst 1M performers" still reads "worst performers"
    const rest = text.replace(pattern, ' ').replace(PLUS_MOVE, ' up ').replace(/\s+/gu, ' ')
    const moved = MOVE.test(rest) || PERFORMANCE.test(rest) || BARE_MOVE.test(rest) || BARE_MOVE_INDONESIAN.test(rest)
    if (!BEST.test(rest) && !WORST.test(rest) && !(moved && !movesALine(rest))) continue
    metric = name
    text = rest
  }
  if (metric === null && !BEST.test(text) && !WORST.test(text)) return question
  const change = metric ?? '1 year change'
  text = text.replace(WORST, ` lowest ${change} `).replace(BEST, ` highest ${change} `)
  if (metric !== null)
    text = text
      .replace(PERFORMANCE, ` ${change} `)
      .replace(BARE_MOVE, (_whole, up?: string) => ` ${change} ${up === undefined ? 'below' : 'above'} 0% `)
  text = text.replace(MOVE, (...groups: (string | undefined)[]) => {
    const [, up, , said = '', amount = '', orMore] = groups
    // "up 3% or more" is at least 3%
    const word = orMore === undefined ? said : 'at least'
    const percent = `${up === undefined ? '-' : ''}${amount.replace(',', '.')}%`
    if (up !== undefined)
      return ` ${change} ${AT_LEAST.test(word) ? 'at least' : LESS.test(word) ? 'below' : 'above'} ${percent} `
    return ` ${change} ${AT_LEAST.test(word) ? 'at most' : LESS.test(word) ? 'above' : 'below'} ${percent} `
  })
  if (metric !== null)
    text = text.replace(
      BARE_MOVE_INDONESIAN,
      (_, up: string | undefined) => ` ${change} ${up === undefined ? 'negatif' : 'positif'} `,
    )
  return text.replace(/\s+/gu, ' ').trim()
}
