import { rawText } from './tokenize'
import type { Token } from './tokenize'
import { CURRENCIES, NUMBER_UNITS, NUMBER_WORDS, SCALES } from '../vocabulary/units'
import type { Currency } from '../vocabulary/units'

export type { Currency } from '../vocabulary/units'

/**
 * A number as the question wrote it: `Rp 2 T`, `500bn`, `5%`, `15x`, `2023`. The digits are kept as text and the
 * scale as a power of ten, so that `2.3 T` becomes exactly 2300000000000 and `5.5%` exactly 0.055: multiplying
 * doubles (`2.3 * 1e12`) would leave binary noise in the `where` text.
 */
export interface Amount {
  /** digits without separators, possibly signed or decimal: `2.3`, `-5`, `10000` */
  readonly digits: string
  /** the power of ten of the scale word, 0 without one */
  readonly power: number
  readonly currency: Currency | null
  readonly unit: 'percent' | 'times' | null
  /** the words as typed, for messages */
  readonly raw: string
}

/** The amount's value, optionally shifted by more powers of ten (`-2` reads a percentage as a fraction). */
export function amountValue(amount: Amount, shift = 0): number {
  return shiftDecimal(amount.digits, amount.power + shift)
}

/** True for a bare whole number such as a count or a year: no scale, currency, unit or decimals. */
export function isPlainInteger(amount: Amount): boolean {
  return amount.power === 0 && amount.currency === null && amount.unit === null && /^\d+$/.test(amount.digits)
}

/** True for a plain number that reads as a year: 1900 to 2100. */
export function isYearLike(amount: Amount): boolean {
  const value = Number(amount.digits)
  return isPlainInteger(amount) && value >= 1900 && value <= 2100
}

/**
 * Amount : Currency? Number Scale? Currency? Unit?
 * Reads an amount starting at `at`, or returns null when no number is there.
 */
export function readAmount(tokens: readonly Token[], at: number): { length: number; amount: Amount } | null {
  let next = at
  const before = CURRENCIES.match(tokens, next)
  if (before !== null) next += before.length
  const numberToken = tokens[next]
  if (numberToken === undefined) return null
  const spelled = NUMBER_WORDS.get(numberToken.text)
  const digits = numberToken.kind === 'number' ? numberToken.text : spelled?.toString()
  if (digits === undefined) return null
  next += 1
  const scale = SCALES.match(tokens, next)
  if (scale !== null) next += scale.length
  const after = before === null ? CURRENCIES.match(tokens, next) : null
  if (after !== null) next += after.length
  const unit = NUMBER_UNITS.match(tokens, next)
  if (unit !== null) next += unit.length
  const raw = rawText(tokens, at, next)
  const amount: Amount = {
    digits,
    power: scale?.value ?? 0,
    currency: before?.value ?? after?.value ?? null,
    unit: unit?.value ?? null,
    raw,
  }
  return { length: next - at, amount }
}

/** Gives `from` the scale, currency and unit of `like` where it has none: "between 1 and 5 trillion". */
export function inheritUnits(from: Amount, like: Amount): Amount {
  return {
    ...from,
    power: from.power === 0 ? like.power : from.power,
    currency: from.currency ?? like.currency,
    unit: from.unit ?? like.unit,
  }
}

/** Moves the decimal point of `digits` by `power` places and reads the result: exact for any written decimal. */
function shiftDecimal(digits: string, power: number): number {
  const negative = digits.startsWith('-')
  const [whole = '', fraction = ''] = (negative ? digits.slice(1) : digits).split('.')
  let all = whole + fraction
  let point = whole.length + power
  if (point <= 0) {
    all = '0'.repeat(1 - point) + all
    point = 1
  }
  if (point > all.length) all += '0'.repeat(point - all.length)
  return Number(`${negative ? '-' : ''}${all.slice(0, point)}.${all.slice(point)}0`)
}
