import type { FieldUnit } from '../shared/catalogue'

/**
 * Formatting for people reading numbers: explicit units that cannot be misread. Money scales to words
 * ("Rp 753.6 trillion", "S$ 1.9 billion"), ratios are multiples ("12.4×"), decimal fractions are percentages
 * ("4.5 %"), dates are spelled out ("31 May 2000"). Missing values are an em dash.
 */

const MISSING = '—'
const NBSP = '\u00a0'

const SCALES = [
  { size: 1e15, word: 'quadrillion' },
  { size: 1e12, word: 'trillion' },
  { size: 1e9, word: 'billion' },
  { size: 1e6, word: 'million' },
] as const

const CURRENCY_PREFIX = { IDR: 'Rp', SGD: 'S$' } as const
export type Currency = keyof typeof CURRENCY_PREFIX

const decimals = (digits: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: digits })
const fixed = (digits: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })

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
  return `${prefix}${currency === 'IDR' && abs >= 100 ? decimals(0).format(abs) : fixed(2).format(abs)}`
}

export function formatPercent(fraction: number): string {
  const percent = fraction * 100
  return `${decimals(Math.abs(percent) < 10 ? 2 : 1)
    .format(percent)
    .replace('-', '−')}${NBSP}%`
}

export function formatRatio(value: number): string {
  return `${decimals(Math.abs(value) < 10 ? 2 : 1)
    .format(value)
    .replace('-', '−')}×`
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
  return fixed(2).format(value).replace('-', '−')
}

/** A change as a signed percentage: "+4.5 %", "−12 %", "0 %". */
export function formatSignedPercent(fraction: number): string {
  return `${fraction > 0 ? '+' : ''}${formatPercent(fraction)}`
}
