import type { FieldUnit } from '../shared/catalogue'

/**
 * The one formatting module for people reading numbers: explicit units that cannot be misread. Money scales to
 * words ("Rp 753.6 trillion", "S$ 1.9 billion"), ratios are multiples ("12.4×"), decimal fractions are percentages
 * ("4.5 %"), figures already in a stated scale read "71,203.3", dates are spelled out ("31 May 2000"). Missing
 * values are an em dash (in a page, the NotReported component, which shows this same dash). Every Intl formatter is
 * built once here: building one costs far more than using it, and tables format thousands of cells.
 */

/** How a missing value reads in text (CSV, tooltips); in a page it is the NotReported component. */
export const MISSING = '—'
const NBSP = '\u00a0'

/** The named scales of large amounts, largest first; lib/figures draws chart axes in the same words. */
export const SCALE_WORDS = [
  { size: 1e15, word: 'quadrillion' },
  { size: 1e12, word: 'trillion' },
  { size: 1e9, word: 'billion' },
  { size: 1e6, word: 'million' },
  { size: 1e3, word: 'thousand' },
] as const
/** Amounts in words stop at millions: "Rp 753,600 thousand" would read worse than the figure. */
const SCALES = SCALE_WORDS.filter((scale) => scale.size >= 1e6)

const CURRENCY_PREFIX = { IDR: 'Rp', SGD: 'S$' } as const
export type Currency = keyof typeof CURRENCY_PREFIX

type Digits = 0 | 1 | 2
const UP_TO: Record<Digits, Intl.NumberFormat> = {
  0: new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  1: new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 1 }),
  2: new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 }),
}
const decimals = (digits: Digits) => UP_TO[digits]
const CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
/** A typographic minus: "−3.2", not the hyphen "-3.2" */
const minus = (text: string) => text.replace('-', '−')

/** A plain number with at most `digits` decimals and a typographic minus: 1234.56 → "1,234.6" (1 digit). */
export function formatNumber(value: number, digits: Digits = 0): string {
  return minus(decimals(digits).format(value))
}

/** A percentage that is already in points (an axis of 0–100): 4.5 → "4.5 %". */
export function formatPercentPoints(points: number, digits: Digits = 1): string {
  return `${formatNumber(points, digits)}${NBSP}%`
}

/** Three significant figures at most, never fewer than the whole part: 753.6 → "753.6", 1.194 → "1.19". */
function significant(value: number): string {
  const abs = Math.abs(value)
  return decimals(abs >= 100 ? 1 : 2).format(value)
}

export function formatMoney(value: number, currency: Currency): string {
  const sign = value < 0 ? '−' : ''
  const abs = Math.abs(value)
  const prefix = `${sign}${CURRENCY_PREFIX[currency]}${NBSP}`
  const scale = SCALES.find((candidate) => abs >= candidate.size)
  if (scale !== undefined) return `${prefix}${significant(abs / scale.size)}${NBSP}${scale.word}`
  // Small amounts are prices and per-share figures: rupiah are whole, Singapore dollars have cents.
  return `${prefix}${currency === 'IDR' && abs >= 100 ? decimals(0).format(abs) : CENTS.format(abs)}`
}

export function formatPercent(fraction: number): string {
  const percent = fraction * 100
  return formatPercentPoints(percent, Math.abs(percent) < 10 ? 2 : 1)
}

export function formatRatio(value: number): string {
  return `${formatNumber(value, Math.abs(value) < 10 ? 2 : 1)}×`
}

/**
 * A figure already in its stated scale ("IDR billions"): 71,203.3 (two decimals below ten), a typographic minus;
 * nothing (undefined) for a missing one, so the caller shows NotReported.
 */
export function formatScaled(value: number | null | undefined): string | undefined {
  if (value === null || value === undefined || Number.isNaN(value)) return undefined
  return formatFigure(value)
}

/** A figure that is there (an axis tick): as formatScaled writes it. */
export function formatFigure(value: number): string {
  return formatNumber(value, Math.abs(value) < 10 ? 2 : 1)
}

export function formatCount(value: number): string {
  return decimals(0).format(value)
}

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** 'YYYY-MM-DD' → "31 May 2000"; anything else is shown as it came. */
export function formatDate(text: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (match === null) return text
  return DATE.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))))
}

/** Any screener value by its catalogue unit. Lists are joined; objects (upstream extras) are shown as JSON. */
export function formatValue(value: unknown, unit: FieldUnit): string {
  if (value === null || value === undefined) return MISSING
  if (Array.isArray(value)) return value.length === 0 ? MISSING : value.map(String).join(', ')
  if (typeof value === 'string') return unit === 'date' ? formatDate(value) : value
  if (typeof value !== 'number') return JSON.stringify(value)
  switch (unit) {
    case 'IDR':
    case 'SGD':
      return formatMoney(value, unit)
    case 'percent':
      return formatPercent(value)
    case 'ratio':
      return formatRatio(value)
    case 'rank':
      return `#${formatCount(value)}`
    case 'count':
      return formatCount(value)
    case 'score':
      return decimals(1).format(value)
    case 'date':
    case 'text':
      return String(value)
  }
}

/** How a column header states its unit: "Market cap (IDR)", "Dividend yield (%)", "P/E (×)". */
export function unitSuffix(unit: FieldUnit): string {
  switch (unit) {
    case 'IDR':
    case 'SGD':
      return unit
    case 'percent':
      return '%'
    case 'ratio':
      return '×'
    default:
      return ''
  }
}

/** An index level or another plain figure with two decimals: 7,234.56 (points, not money). */
export function formatPoints(value: number): string {
  return minus(CENTS.format(value))
}

/** A change as a signed percentage: "+4.5 %", "−12 %", "0 %". */
export function formatSignedPercent(fraction: number): string {
  return `${fraction > 0 ? '+' : ''}${formatPercent(fraction)}`
}
