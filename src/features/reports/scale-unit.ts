import { useCallback } from 'react'
import { SCALES, type Currency } from '../../lib/format'
import { useLocale } from '../../lib/i18n/text'

/**
 * The unit of amounts divided by `divisor`, in the language shown: "IDR billions" / "IDR miliar" for 1e9, the
 * currency alone for 1 (the words lib/figures' moneyScale gives a chart's axis).
 */
export function useScaleUnit(): (divisor: number, currency: Currency) => string {
  const locale = useLocale()
  return useCallback(
    (divisor: number, currency: Currency) => {
      const scale = SCALES[locale].find((candidate) => candidate.size === divisor)
      return scale === undefined ? currency : `${currency} ${scale.unit}`
    },
    [locale],
  )
}
