import { useCallback, type ReactNode } from 'react'
import type { Currency } from '../../../../lib/format'
import { useFormat } from '../../../../lib/i18n/use-format'
import { dividendPayments, dividendYears } from '../../api/dividend-selects'
import { DividendChart } from './dividend-chart'
import { DividendPayments } from './dividend-payments'

/** A yield or ratio as a fact shows it; a missing one stays null, which the fact states as not reported. */
export function usePercentFact(): (value: number | null) => string | null {
  const { formatPercent } = useFormat()
  return useCallback((value: number | null) => (value === null ? null : formatPercent(value)), [formatPercent])
}

interface DividendBodyProps {
  /** the market's own dividend facts (yields, payout, dates) */
  facts: ReactNode
  history: Parameters<typeof dividendYears>[0]
  currency: Currency
}

/** Both markets' dividend sections: their facts, then the dividends by year as a chart and every payment. */
export function DividendBody({ facts, history, currency }: DividendBodyProps) {
  return (
    <>
      <div className="panel report-facts">{facts}</div>
      <DividendChart years={dividendYears(history)} currency={currency} />
      <DividendPayments payments={dividendPayments(history)} currency={currency} />
    </>
  )
}
