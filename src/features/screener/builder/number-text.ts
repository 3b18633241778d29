import type { FieldUnit } from '../../../shared/catalogue'
import type { Locale } from '../../../shared/locale'

/**
 * Numbers as people type them in a field's unit, and back. Money and counts take a scale word or letter
 * (`10T`, `500B`, `2.5M`, `10 trillion`); percent fields take percent (`5` or `5%` is 0.05, the decimal the
 * language uses); ratios take a bare multiple or one with `x`. Scaling shifts the decimal point in the text
 * rather than multiplying, so `4.1%` is exactly the double 0.041 and not 0.040999999999999995.
 *
 * In Indonesian, numbers are typed the Indonesian way: a decimal comma, dots between thousands, and the scale
 * words Indonesians write (`2,5jt`, `500M` for miliar, `10T`, `1.500.000`). `M` is a thousand times larger there
 * than in English, which is why the language shown decides how the text is read.
 */

const SCALES: Readonly<Record<Locale, Readonly<Record<string, number>>>> = {
  en: {
    k: 3,
    thousand: 3,
    m: 6,
    mn: 6,
    million: 6,
    b: 9,
    bn: 9,
    billion: 9,
    t: 12,
    tn: 12,
    trillion: 12,
  },
  id: {
    rb: 3,
    ribu: 3,
    jt: 6,
    juta: 6,
    m: 9,
    miliar: 9,
    milyar: 9,
    t: 12,
    triliun: 12,
  },
}

/** The scale letters a value is shown with in the input, largest first. */
const LETTERS: Readonly<Record<Locale, readonly (readonly [string, number])[]>> = {
  en: [
    ['T', 12],
    ['B', 9],
    ['M', 6],
  ],
  id: [
    ['T', 12],
    ['M', 9],
    ['jt', 6],
  ],
}

/** Spaces and the thousands separator go; the decimal separator becomes a point. */
const SEPARATORS: Readonly<Record<Locale, (text: string) => string>> = {
  en: (text) => text.replace(/[\s,_]/g, ''),
  id: (text) => text.replace(/[\s._]/g, '').replace(',', '.'),
}

const NUMBER = /^([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)([a-z%×]*)$/

const isMoney = (unit: FieldUnit) => unit === 'IDR' || unit === 'SGD'

/** The number `text` stands for in `unit`, or null when it is not one. */
export function parseNumberText(text: string, unit: FieldUnit, locale: Locale = 'en'): number | null {
  const cleaned = SEPARATORS[locale](
    text
      .trim()
      .toLowerCase()
      .replace(/^(rp|s\$|\$)/, ''),
  ).replace('−', '-')
  const match = NUMBER.exec(cleaned)
  if (match === null) return null
  const [, digits = '', suffix = ''] = match
  const shift = suffixShift(suffix, unit, locale)
  if (shift === null) return null
  const value = shiftDecimal(digits, shift)
  return Number.isFinite(value) ? value : null
}

/** How many places a suffix moves the decimal point in `unit`; null when the suffix does not belong there. */
function suffixShift(suffix: string, unit: FieldUnit, locale: Locale): number | null {
  if (unit === 'percent') return suffix === '' || suffix === '%' ? -2 : null
  if (suffix === '') return 0
  if (unit === 'ratio') return suffix === 'x' || suffix === '×' ? 0 : null
  if (isMoney(unit) || unit === 'count') return SCALES[locale][suffix] ?? null
  return null
}

/** What the input shows for a value: percent for percent fields, money with the largest whole-ish scale letter. */
export function formatNumberText(value: number, unit: FieldUnit, locale: Locale = 'en'): string {
  // a decimal comma in Indonesian; no thousands separator, so that the text is read back exactly
  const written = (number: number) => (locale === 'id' ? String(number).replace('.', ',') : String(number))
  if (unit === 'percent') return written(shiftDecimal(String(value), 2))
  if (isMoney(unit)) {
    for (const [letter, places] of LETTERS[locale]) {
      const scaled = shiftDecimal(String(value), -places)
      if (Math.abs(scaled) >= 1 && String(scaled).length <= 6 && shiftDecimal(String(scaled), places) === value)
        return `${written(scaled)}${letter}`
    }
  }
  return written(value)
}

/** `text` (a JavaScript number's notation) times 10^places, read once from decimal text. */
function shiftDecimal(text: string, places: number): number {
  const [mantissa = '', exponent = '0'] = text.split('e')
  return Number(`${mantissa}e${String(Number(exponent) + places)}`)
}
