import type { Locale } from '../shared/locale'
import { SCALES, type Currency } from './format'

/**
 * Year-on-year change: null when either year is not reported, "n.m." (not meaningful) when the base is zero or
 * negative: a loss turning into a smaller loss is not a growth rate anyone can read.
 */
export type Change = number | 'n.m.' | null

export function change(current: number | null | undefined, base: number | null | undefined): Change {
  if (current === null || current === undefined || base === null || base === undefined) return null
  if (base <= 0) return 'n.m.'
  return (current - base) / base
}

/** The scale money is drawn in, chosen from the largest magnitude so that axis labels stay short. */
export interface MoneyScale {
  divisor: number
  /** "IDR trillions", "IDR triliun" */
  unit: string
}

/** Axes go from thousands up to trillions at the most (the largest scale they have ever been drawn in). */
const axisScales = (locale: Locale) => SCALES[locale].filter((scale) => scale.size <= 1e12)

export function moneyScale(
  values: readonly (number | null | undefined)[],
  currency: Currency,
  locale: Locale = 'en',
): MoneyScale {
  const largest = Math.max(0, ...values.map((value) => Math.abs(value ?? 0)))
  // at least 10 of the unit, so that the axis does not read 0.1, 0.2, …
  const scale = axisScales(locale).find((candidate) => largest >= candidate.size * 10)
  return scale === undefined
    ? { divisor: 1, unit: currency }
    : { divisor: scale.size, unit: `${currency} ${scale.unit}` }
}

/** A value in a scale, keeping "not reported" as null (never 0). */
export const scaled = (value: number | null | undefined, divisor: number): number | null =>
  value === null || value === undefined ? null : value / divisor

/** The fiscal-year label of the charts and tables. */
export const fiscalYear = (year: number | string) => `FY${String(year)}`
