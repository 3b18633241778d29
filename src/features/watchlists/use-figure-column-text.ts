import { useMemo } from 'react'
import { useFormat } from '../../lib/i18n/use-format'
import type { FigureColumnText } from './figure-columns'
import { useWatchlistsText } from './text'

/** A watchlist's column words and figure formats in the language shown. */
export function useFigureColumnText(): FigureColumnText {
  const t = useWatchlistsText()
  const format = useFormat()
  return useMemo(
    () => ({
      symbol: t('table.symbol'),
      company: t('table.company'),
      market: t('table.market'),
      currency: t('table.currency'),
      ownCurrency: t('table.ownCurrency'),
      figure: (id) => t(`figure.${id}`),
      format,
    }),
    [t, format],
  )
}
