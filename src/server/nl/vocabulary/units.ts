import { Lexicon } from '../tokens/lexicon'

export type Currency = 'IDR' | 'SGD' | 'USD'

const SOURCE = 'units'

/**
 * Scale words after a number, as powers of ten; Indonesian words too, since rupiah amounts are often written in
 * them. `m` is a million (`2M`), as in English finance writing; `mil` too, as in "IDR 500 mil".
 */
export const SCALES = new Lexicon<number>()
for (const [power, words] of [
  [3, ['k', 'thousand', 'thousands', 'ribu', 'rb']],
  // scale words typed one letter off: "10 trilion", "5 bilion"
  [6, ['m', 'mn', 'mio', 'mil', 'million', 'millions', 'juta', 'jt', 'milion', 'millon', 'milions']],
  [9, 'b|bn|bil|billion|billions|miliar|milyar|bilion|billon|bilions|milliar|miliyar|milyard|miliard|mlyr'.split('|')],
  [
    12,
    [
      't',
      'tn',
      'trn',
      'tril',
      'trillion',
      'trillions',
      'triliun',
      'trilion',
      'trillon',
      'trilions',
      'trilyun',
      'trilliun',
      // Indonesian spellings a letter off: "1 trilun", "2 triliyun", "3 trilyon"
      'trilun',
      'triliyun',
      'trilyon',
    ],
  ],
] as const) {
  for (const word of words) SCALES.add(word, power, SOURCE)
}

/**
 * Currencies before or after a number. A bare `$` or `dollars` is taken as US dollars, which cannot be converted
 * offline; Singapore dollars must say so (`S$`, `SGD`, `Singapore dollars`).
 */
export const CURRENCIES = new Lexicon<Currency>()
for (const [currency, words] of [
  // "100 perak" is chat for 100 rupiah
  ['IDR', ['rp', 'idr', 'rupiah', 'rupiahs', 'perak']],
  ['SGD', ['sgd', 'singapore dollar', 'singapore dollars', 'sing dollars', 'dolar singapura']],
  ['USD', ['usd', 'us dollar', 'us dollars', 'dollar', 'dollars', 'dolar', 'dolar as', 'dolar amerika']],
] as const) {
  for (const word of words) CURRENCIES.add(word, currency, SOURCE)
}

/** What a number measures when it says so: `5%`, `15x`. */
export const NUMBER_UNITS = new Lexicon<'percent' | 'times'>()
for (const word of ['%', 'percent', 'per cent', 'pct', 'percentage points', 'persen'])
  NUMBER_UNITS.add(word, 'percent', SOURCE)
for (const word of ['x', 'times']) NUMBER_UNITS.add(word, 'times', SOURCE)

/** Spelled-out numbers, for "top ten" and "at least five". */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  [
    'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen',
    'sixteen seventeen eighteen nineteen twenty',
  ]
    .join(' ')
    .split(' ')
    .map((word, value) => [word, value] as const)
    .concat([
      ['thirty', 30],
      ['forty', 40],
      ['fifty', 50],
      ['hundred', 100],
      ...'satu dua tiga empat lima enam tujuh delapan sembilan sepuluh'
        .split(' ')
        .map((word, index) => [word, index + 1] as const),
    ]),
)
