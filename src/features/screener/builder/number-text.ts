import type { FieldUnit } from '../../../shared/catalogue'

/**
 * Numbers as people type them in a field's unit, and back. Money and counts take a scale word or letter
 * (`10T`, `500B`, `2.5M`, `10 trillion`); percent fields take percent (`5` or `5%` is 0.05, the decimal the
 * language uses); ratios take a bare multiple or one with `x`. Scaling shifts the decimal point in the text
 * rather than multiplying, so `4.1%` is exactly the double 0.041 and not 0.040999999999999995.
 */

const SCALES: Readonly<Record<string, number>> = {
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
}

const NUMBER = /^([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)([a-z%×]*)$/

const isMoney = (unit: FieldUnit) => unit === 'IDR' || unit === 'SGD'

/** The number `text` stands for in `unit`, or null when it is not one. */
export function parseNumberText(text: string, unit: FieldUnit): number | null {
  const cleaned = text
    .trim()
    .toLowerCase()
    .replace(/^(rp|s\$|\$)/, '')
    .replace(/[\s,_]/g, '')
    .replace('−', '-')
  const match = NUMBER.exec(cleaned)
  if (match === null) return null
  const [, digits = '', suffix = ''] = match
  const shift = suffixShift(suffix, unit)
  if (shift === null) return null
  const value = shiftDecimal(digits, shift)
  return Number.isFinite(value) ? value : null
}

/** How many places a suffix moves the decimal point in `unit`; null when the suffix does not belong there. */
function suffixShift(suffix: string, unit: FieldUnit): number | null {
  if (unit === 'percent') return suffix === '' || suffix === '%' ? -2 : null
  if (suffix === '') return 0
  if (unit === 'ratio') return suffix === 'x' || suffix === '×' ? 0 : null
  if (isMoney(unit) || unit === 'count') return SCALES[suffix] ?? null
  return null
}

/** What the input shows for a value: percent for percent fields, money with the largest whole-ish scale letter. */
export function formatNumberText(value: number, unit: FieldUnit): string {
  if (unit === 'percent') return String(shiftDecimal(String(value), 2))
  if (isMoney(unit)) {
    for (const [letter, places] of [
      ['T', 12],
      ['B', 9],
      ['M', 6],
    ] as const) {
      const scaled = shiftDecimal(String(value), -places)
      if (Math.abs(scaled) >= 1 && String(scaled).length <= 6 && shiftDecimal(String(scaled), places) === value)
        return `${String(scaled)}${letter}`
    }
  }
  return String(value)
}

/** `text` (a JavaScript number's notation) times 10^places, read once from decimal text. */
function shiftDecimal(text: string, places: number): number {
  const [mantissa = '', exponent = '0'] = text.split('e')
  return Number(`${mantissa}e${String(Number(exponent) + places)}`)
}
