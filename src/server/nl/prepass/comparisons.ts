import { baseYearMark } from './quarters'

/**
 * Comparisons written with symbols or around the periods they compare, rewritten into the grammar's words before
 * the periods are read: "revenue 2025 > revenue 2024" and "EBITDA higher in 2025 than in 2024" are a change from
 * 2024 to 2025; "revenue in the latest quarter above the previous quarter" the latest quarter against the one
 * before; "5 <= PER <= 9" both bounds; "stocks +40%" and "stocks up > 40%" a rise; "stocks under Rp 200" their price. Each rewrite keeps
 * every word's meaning: what fits none is left for the grammar, which refuses what it cannot read.
 */
const YEAR = String.raw`((?:19|20)\d{2})`
const HIGHER = String.raw`>|>=|higher than|greater than|bigger than|more than|above|over|lebih tinggi dari|lebih besar dari|di atas`
const LOWER = String.raw`<|<=|lower than|smaller than|less than|below|under|lebih rendah dari|lebih kecil dari|di bawah`
/** A metric named in words ("revenue", "net income", "EBITDA"): no digits, at most four words. */
const METRIC = String.raw`([\p{L}/][\p{L}/ ]{0,40}?)`

/** "revenue 2025 > revenue 2024": the same words before both years, a comparison between them. */
const SAME_METRIC_YEARS = new RegExp(
  String.raw`\b${METRIC}\s+(?:in\s+)?${YEAR}\s*(?:(${HIGHER})|(${LOWER}))\s*(?:that of\s+|the\s+)?\1\s+(?:in\s+)?${YEAR}\b`,
  'giu',
)
/** "higher in 2025 than in 2024", "lebih tinggi pada 2025 dibanding 2024". */
const THAN_YEARS = new RegExp(
  String.raw`\b(?:(higher|greater|bigger|more|lebih tinggi|lebih besar)|(lower|smaller|less|lebih rendah|lebih kecil))\s+(?:in|pada|di|tahun)\s+${YEAR}\s+(?:than(?:\s+in)?|dibanding(?:kan)?(?:\s+(?:dengan|tahun))?|daripada)\s+${YEAR}\b`,
  'giu',
)

/**
 * "2024 revenue beat 2023", "revenue in 2024 exceeded 2023", "2024 revenue higher than 2023": a line of one year
 * against another year's. A bare year-like number after a line's year is that year, never an amount of 2,023.
 */
const YEAR_BEATS_YEAR = new RegExp(
  String.raw`\b(?:${YEAR}\s+${METRIC}|${METRIC}\s+(?:in\s+)?${YEAR})\s*(?:(beat|beats|exceeded|exceeds|exceeding|topped|outpaced|above|over|>=?|≥|melebihi|(?:was\s+|is\s+)?(?:higher|greater|bigger|more) than|(?:lebih tinggi|lebih besar) (?:dari|daripada)|di atas|diatas)|(trailed|lagged|below|under|<=?|≤|(?:was\s+|is\s+)?(?:lower|smaller|less) than|(?:lebih rendah|lebih kecil) (?:dari|daripada)|di bawah|dibawah))\s*(?:that of\s+|the\s+|in\s+)?${YEAR}\b(?![.,]\d|\s*(?:%|k|m|b|t|bn|billion|million|trillion|rupiah|juta|miliar|triliun)\b)`,
  'giu',
)

const MAX_YEARS_APART = 10

/** "2025 FCF > 2023 FCF": the line after both years, a comparison between them. */
const SAME_METRIC_AFTER_YEARS = new RegExp(
  String.raw`\b${YEAR}\s+${METRIC}\s*(?:(${HIGHER})|(${LOWER}))\s*(?:that of\s+|the\s+|in\s+)?${YEAR}\s+\2\b`,
  'giu',
)
/** "higher revenue in 2025 than in 2023": the comparison word before the line, then both years. */
const HIGHER_LINE_THAN_YEARS = new RegExp(
  String.raw`\b(?:(higher|greater|bigger|more)|(lower|smaller|less))\s+${METRIC}\s+(?:in\s+)?${YEAR}\s+than(?:\s+in)?\s+${YEAR}\b`,
  'giu',
)
/** "FY2023", "FY 2023": the fiscal year itself, so every year form reads the same in the comparisons below. */
const FISCAL_YEAR_WORD = /\bfy\s?(?=(?:19|20)\d{2}\b)/giu

/**
 * "earnings up > 10% in 2025 vs 2024", "FY2025 revenue up vs FY2024": a change against the year before the one it
 * names says that year again; any other year after "vs" stays for the grammar to refuse.
 */
const AGAINST_YEAR_BEFORE = new RegExp(
  String.raw`\b(?:fy\s?)?${YEAR}\b([^]*?)\s+(?:vs\.?|versus|compared (?:with|to))\s+(?:fy\s?)?${YEAR}\b`,
  'giu',
)
const CHANGE_WORD = /\b(?:up|down|grew|grown|rose|risen|fell|fallen|increased|decreased|growth|naik|turun|tumbuh)\b/iu

/**
 * The change from the earlier year to the later, in the words the year-change reader knows. Years further apart
 * are a comparison of the two years' values alone (no growth is computed over them): the later year with the
 * earlier one marked as its base, which the period reader takes out.
 */
function change(firstYear: string, secondYear: string, firstIsHigher: boolean): string {
  const [earlier, later] = Number(firstYear) < Number(secondYear) ? [firstYear, secondYear] : [secondYear, firstYear]
  const laterIsHigher = firstYear === later ? firstIsHigher : !firstIsHigher
  const direction = laterIsHigher ? 'up' : 'down'
  if (Number(later) - Number(earlier) > 1) return ` ${direction} in ${later} ${baseYearMark(Number(earlier))} `
  return ` ${direction} from ${earlier} to ${later} `
}

/** "in the latest quarter above the previous quarter": the sequential change the quarter reader knows. */
const LATEST_AGAINST_PREVIOUS = new RegExp(
  String.raw`\b(?:in\s+)?the\s+(?:latest|most recent|last|current)\s+quarter\s+(?:was\s+|is\s+)?(?:(above|higher than|greater than|more than|beat|beats|exceeded)|(below|lower than|less than|smaller than))\s+(?:that of\s+|in\s+)?the\s+(?:previous|prior)\s+quarter\b`,
  'giu',
)

/** "5 <= PER <= 9", "5 < P/E < 9": the metric between its two bounds, each bound as written. */
const BOUNDED =
  /(?<![\p{L}\d.])(\d+(?:[.,]\d+)?%?)\s*(<=|≤|<)\s*([\p{L}/][\p{L}/ ]{0,30}?)\s*(<=|≤|<)\s*(\d+(?:[.,]\d+)?%?)(?![\p{L}\d])/gu
const AS_LOWER_BOUND: Readonly<Record<string, string>> = { '<=': '>=', '≤': '>=', '<': '>' }

/** "1y perf > +40%": a plus sign after a comparison only says the number is positive. */
const PLUS_AFTER_COMPARISON = /([<>]=?|≥|≤)\s*\+(?=\s*\d)/gu

/** "stocks +40%", "saham -20%": a signed percentage said of the stocks themselves is their price move. */
const SIGNED_MOVE = /\b(stocks?|shares?|saham)\s+([+-])\s*(\d+(?:[.,]\d+)?\s*%)/giu

/** "stocks up > 40%", "saham naik >= 20%": a move compared with a symbol, in the words the move reader knows. */
const MOVE_SYMBOL = /\b(up|down|rose|fell|gained|lost|naik|turun)\s*(>=|≥|>)\s*(?=\d)/giu

/**
 * "stocks under Rp 200", "saham < Rp 500": a per-share amount (a currency and no scale word) said of the stocks is their price. With
 * a scale ("stocks under Rp 1 trillion") it could be any line, so it stays for the grammar to refuse.
 */
const PRICED = new RegExp(
  // "dividend per share above Rp 100", "laba per lembar saham": after "per" the share is a unit, not the stocks;
  // "harga saham < Rp 500" names the price already
  String.raw`(?<!\b(?:per|a|each|every|per lembar|harga)\s+)\b(stocks?|shares?|saham)\s+((?:(?:under|below|less than|above|over|more than|di bawah|dibawah|di atas|diatas|kurang dari|lebih dari)\s+|(?:<=|>=|≤|≥|<|>)\s*)(?:(?:rp\.?|idr|s\$|sgd)\s*\d[\d.,]*|\d[\d.,]*\s*(?:rupiah|perak)\b))(?!\s*(?:[.,]\d)|\s*(?:k|rb|ribu|thousand|m|mn|million|juta|jt|b|bn|billion|miliar|milyar|t|tn|trillion|triliun)\b)`,
  'giu',
)

/**
 * "S$ mkt cap > 5bn": a currency said before the metric belongs to the amount the metric is compared with.
 */
const CURRENCY_FIRST = /(?<![\p{L}\d$])(s\$|us\$|sgd|rp\.?|idr)\s+(\p{L}[\p{L}\s/.]*?)\s*(>=|<=|>|<)\s*(?=\d)/giu

/** The question with its symbol and period comparisons in the grammar's words; unchanged when it has none. */
export function readComparisons(question: string): string {
  const text = question
    .replace(FISCAL_YEAR_WORD, '')
    .replace(CURRENCY_FIRST, ' $2 $3 $1 ')
    .replace(PLUS_AFTER_COMPARISON, '$1 ')
    .replace(
      SAME_METRIC_AFTER_YEARS,
      (_whole, first: string, metric: string, higher: string | undefined, _lower, second: string) =>
        `${metric}${change(first, second, higher !== undefined)}`,
    )
    .replace(
      HIGHER_LINE_THAN_YEARS,
      (_whole, higher: string | undefined, _lower, metric: string, first: string, second: string) =>
        `${metric}${change(first, second, higher !== undefined)}`,
    )
    .replace(
      SAME_METRIC_YEARS,
      (_whole, metric: string, first: string, higher: string | undefined, _lower, second: string) =>
        `${metric}${change(first, second, higher !== undefined)}`,
    )
    .replace(
      YEAR_BEATS_YEAR,
      (...[whole, firstYear, firstMetric, secondMetric, secondYear, beat, , other]: (string | undefined)[]) => {
        const year = firstYear ?? secondYear ?? ''
        // "2024 employees higher than 2000": a number far from the line's year is an amount, left as written
        if (Math.abs(Number(year) - Number(other)) > MAX_YEARS_APART) return whole ?? ''
        return `${firstMetric ?? secondMetric ?? ''}${change(year, other ?? '', beat !== undefined)}`
      },
    )
    .replace(
      AGAINST_YEAR_BEFORE,
      (whole: string, year: string, between: string, before: string, at: number, text: string) =>
        Number(before) === Number(year) - 1 && CHANGE_WORD.test(`${text.slice(0, at)}${between}`)
          ? `${year}${between}`
          : whole,
    )
    .replace(THAN_YEARS, (_whole, higher: string | undefined, _lower, first: string, second: string) =>
      change(first, second, higher !== undefined),
    )
    .replace(
      LATEST_AGAINST_PREVIOUS,
      (_whole, higher: string | undefined) => ` ${higher === undefined ? 'down' : 'up'} from the previous quarter `,
    )
    .replace(
      BOUNDED,
      (_whole, low: string, lowSign: string, metric: string, highSign: string, high: string) =>
        ` ${metric} ${AS_LOWER_BOUND[lowSign] ?? '>'} ${low} and ${metric} ${highSign === '≤' ? '<=' : highSign} ${high} `,
    )
    .replace(
      SIGNED_MOVE,
      (_whole, subject: string, sign: string, amount: string) => `${subject} ${sign === '+' ? 'up' : 'down'} ${amount}`,
    )
    .replace(PRICED, '$1 priced $2')
    .replace(
      MOVE_SYMBOL,
      (_whole, move: string, sign: string) => ` ${move} ${sign === '>' ? 'more than' : 'at least'} `,
    )
  return text === question ? question : text.replace(/\s+/gu, ' ').trim()
}
