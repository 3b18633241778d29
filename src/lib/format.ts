import type { FieldUnit } from '../shared/catalogue'
import type { Locale } from '../shared/locale'

/**
 * The one formatting module for people reading numbers, in the language shown (`locale`, English when not given):
 * explicit units that cannot be misread. Money scales to words ("Rp 753.6 trillion", "S$ 1.9 billion"; in
 * Indonesian the abbreviations Indonesians write, "Rp 753,6 T", "Rp 49,15 M", "Rp 12,5 jt"), ratios are multiples
 * ("12.4×", "12,4×"), decimal fractions are percentages ("4.5 %", "4,5 %"), figures already in a stated scale read
 * "71,203.3" ("71.203,3"), dates are spelled out ("31 May 2000", "31 Mei 2000"). Missing values are an em dash (in
 * a page, the NotReported component, which shows this same dash). Every Intl formatter is built once here: building
 * one costs far more than using it, and tables format thousands of cells. CSV files are written by lib/csv, not
 * here: they stay plain numbers and ISO dates in every language.
 */

/** How a missing value reads in text (CSV, tooltips); in a page it is the NotReported component. */
export const MISSING = '—'
const NBSP = '\u00a0'

export interface Scale {
  size: number
  /** after an amount: "trillion", "T" */
  word: string
  /** in a chart's unit, after the currency: "IDR trillions", "IDR triliun" */
  unit: string
}

/** The named scales of large amounts in each language, largest first; lib/figures draws chart axes in them. */
export const SCALES: Record<Locale, readonly Scale[]> = {
  en: [
    { size: 1e15, word: 'quadrillion', unit: 'quadrillions' },
    { size: 1e12, word: 'trillion', unit: 'trillions' },
    { size: 1e9, word: 'billion', unit: 'billions' },
    { size: 1e6, word: 'million', unit: 'millions' },
    { size: 1e3, word: 'thousand', unit: 'thousands' },
  ],
  // Indonesians stop at triliun: "Rp 2.530 T", not a word for 10^15
  id: [
    { size: 1e12, word: 'T', unit: 'triliun' },
    { size: 1e9, word: 'M', unit: 'miliar' },
    { size: 1e6, word: 'jt', unit: 'juta' },
    { size: 1e3, word: 'rb', unit: 'ribu' },
  ],
}
/** Amounts in words stop at millions: "Rp 753,600 thousand" would read worse than the figure. */
const AMOUNT_SCALES: Record<Locale, readonly Scale[]> = {
  en: SCALES.en.filter((scale) => scale.size >= 1e6),
  id: SCALES.id.filter((scale) => scale.size >= 1e6),
}

const CURRENCY_PREFIX = { IDR: 'Rp', SGD: 'S$' } as const
export type Currency = keyof typeof CURRENCY_PREFIX

/** The number conventions of each language: "1,234.5" in English, "1.234,5" in Indonesian. */
const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-US', id: 'id-ID' }

type Digits = 0 | 1 | 2
const upTo = (locale: Locale, digits: Digits) =>
  new Intl.NumberFormat(NUMBER_LOCALE[locale], { minimumFractionDigits: 0, maximumFractionDigits: digits })
const NUMBERS: Record<Locale, Record<Digits, Intl.NumberFormat>> = {
  en: { 0: upTo('en', 0), 1: upTo('en', 1), 2: upTo('en', 2) },
  id: { 0: upTo('id', 0), 1: upTo('id', 1), 2: upTo('id', 2) },
}
const decimals = (digits: Digits, locale: Locale) => NUMBERS[locale][digits]
const cents = (locale: Locale) =>
  new Intl.NumberFormat(NUMBER_LOCALE[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const CENTS: Record<Locale, Intl.NumberFormat> = { en: cents('en'), id: cents('id') }
/** A typographic minus: "−3.2", not the hyphen "-3.2" */
const minus = (text: string) => text.replace('-', '−')

/** A plain number with at most `digits` decimals and a typographic minus: 1234.56 → "1,234.6" (1 digit). */
export function formatNumber(value: number, digits: Digits = 0, locale: Locale = 'en'): string {
  return minus(decimals(digits, locale).format(value))
}

/** A percentage that is already in points (an axis of 0–100): 4.5 → "4.5 %". */
export function formatPercentPoints(points: number, digits: Digits = 1, locale: Locale = 'en'): string {
  return `${formatNumber(points, digits, locale)}${NBSP}%`
}

/** Three significant figures at most, never fewer than the whole part: 753.6 → "753.6", 1.194 → "1.19". */
function significant(value: number, locale: Locale): string {
  const abs = Math.abs(value)
  return decimals(abs >= 100 ? 1 : 2, locale).format(value)
}

export function formatMoney(value: number, currency: Currency, locale: Locale = 'en'): string {
  const sign = value < 0 ? '−' : ''
  const abs = Math.abs(value)
  const prefix = `${sign}${CURRENCY_PREFIX[currency]}${NBSP}`
  const scale = AMOUNT_SCALES[locale].find((candidate) => abs >= candidate.size)
  if (scale !== undefined) return `${prefix}${significant(abs / scale.size, locale)}${NBSP}${scale.word}`
  // Small amounts are prices and per-share figures: rupiah are whole, Singapore dollars have cents.
  return `${prefix}${currency === 'IDR' && abs >= 100 ? decimals(0, locale).format(abs) : CENTS[locale].format(abs)}`
}

export function formatPercent(fraction: number, locale: Locale = 'en'): string {
  const percent = fraction * 100
  return formatPercentPoints(percent, Math.abs(percent) < 10 ? 2 : 1, locale)
}

export function formatRatio(value: number, locale: Locale = 'en'): string {
  return `${formatNumber(value, Math.abs(value) < 10 ? 2 : 1, locale)}×`
}

/**
 * A figure already in its stated scale ("IDR billions"): 71,203.3 (two decimals below ten), a typographic minus;
 * nothing (undefined) for a missing one, so the caller shows NotReported.
 */
export function formatScaled(value: number | null | undefined, locale: Locale = 'en'): string | undefined {
  if (value === null || value === undefined || Number.isNaN(value)) return undefined
  return formatFigure(value, locale)
}

/** A figure that is there (an axis tick): as formatScaled writes it. */
export function formatFigure(value: number, locale: Locale = 'en'): string {
  return formatNumber(value, Math.abs(value) < 10 ? 2 : 1, locale)
}

const compact = (locale: Locale) =>
  new Intl.NumberFormat(NUMBER_LOCALE[locale], { notation: 'compact', maximumFractionDigits: 1 })
const COMPACT: Record<Locale, Intl.NumberFormat> = { en: compact('en'), id: compact('id') }

/** A count short enough for an axis tick: 120,000,000 → "120M" ("120 jt"). */
export function formatCompactCount(value: number, locale: Locale = 'en'): string {
  return COMPACT[locale].format(value)
}

export function formatCount(value: number, locale: Locale = 'en'): string {
  return decimals(0, locale).format(value)
}

/** Day, short month, year: "31 May 2000" (en-GB's order, not en-US's), "31 Mei 2000". */
const date = (locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
const DATES: Record<Locale, Intl.DateTimeFormat> = { en: date('en-GB'), id: date('id-ID') }

/** 'YYYY-MM-DD' → "31 May 2000" ("31 Mei 2000"); anything else is shown as it came. */
export function formatDate(text: string, locale: Locale = 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (match === null) return text
  return DATES[locale].format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))))
}

/** Any screener value by its catalogue unit. Lists are joined; objects (upstream extras) are shown as JSON. */
export function formatValue(value: unknown, unit: FieldUnit, locale: Locale = 'en'): string {
  if (value === null || value === undefined) return MISSING
  if (Array.isArray(value)) return value.length === 0 ? MISSING : value.map(String).join(', ')
  if (typeof value === 'string') return unit === 'date' ? formatDate(value, locale) : value
  if (typeof value !== 'number') return JSON.stringify(value)
  switch (unit) {
    case 'IDR':
    case 'SGD':
      return formatMoney(value, unit, locale)
    case 'percent':
      return formatPercent(value, locale)
    case 'ratio':
      return formatRatio(value, locale)
    case 'rank':
      return `#${formatCount(value, locale)}`
    case 'count':
      return formatCount(value, locale)
    case 'score':
      return decimals(1, locale).format(value)
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
export function formatPoints(value: number, locale: Locale = 'en'): string {
  return minus(CENTS[locale].format(value))
}

/** A change as a signed percentage: "+4.5 %", "−12 %", "0 %". */
export function formatSignedPercent(fraction: number, locale: Locale = 'en'): string {
  return `${fraction > 0 ? '+' : ''}${formatPercent(fraction, locale)}`
}
