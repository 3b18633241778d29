import type { FieldUnit } from '../../shared/catalogue'
import type { Locale } from '../../shared/locale'
import { moneyScale } from '../figures'
import {
  formatCompactCount,
  formatCount,
  formatDate,
  formatFigure,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPercentPoints,
  formatPoints,
  formatRatio,
  formatScaled,
  formatSignedPercent,
  formatValue,
  type Currency,
} from '../format'
import { useLocale } from './text'

type Digits = Parameters<typeof formatNumber>[1]

/** lib/format's functions in one language, for components (and chart tick formatters, which take one argument). */
function formatsIn(locale: Locale) {
  return {
    locale,
    formatNumber: (value: number, digits?: Digits) => formatNumber(value, digits, locale),
    formatPercentPoints: (points: number, digits?: Digits) => formatPercentPoints(points, digits, locale),
    formatMoney: (value: number, currency: Currency) => formatMoney(value, currency, locale),
    formatPercent: (fraction: number) => formatPercent(fraction, locale),
    formatSignedPercent: (fraction: number) => formatSignedPercent(fraction, locale),
    formatRatio: (value: number) => formatRatio(value, locale),
    formatScaled: (value: number | null | undefined) => formatScaled(value, locale),
    formatFigure: (value: number) => formatFigure(value, locale),
    formatCount: (value: number) => formatCount(value, locale),
    formatCompactCount: (value: number) => formatCompactCount(value, locale),
    formatPoints: (value: number) => formatPoints(value, locale),
    formatDate: (text: string) => formatDate(text, locale),
    formatValue: (value: unknown, unit: FieldUnit) => formatValue(value, unit, locale),
    moneyScale: (values: readonly (number | null | undefined)[], currency: Currency) =>
      moneyScale(values, currency, locale),
  }
}

export type Formats = ReturnType<typeof formatsIn>

const FORMATS: Record<Locale, Formats> = { en: formatsIn('en'), id: formatsIn('id') }

/** The formatting functions in the language shown: `const { formatMoney } = useFormat()`. */
export function useFormat(): Formats {
  return FORMATS[useLocale()]
}
