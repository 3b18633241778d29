import type { QueryKey } from '@tanstack/react-query'
import { useCallback, type ReactNode } from 'react'
import type { Currency } from '../../../../lib/format'
import { useFormat } from '../../../../lib/i18n/use-format'
import { dividendPayments, dividendYears } from '../../api/dividend-selects'
import { DividendChart } from './dividend-chart'
import { DividendPayments } from './dividend-payments'
import { SectionQuery, type SectionQueryProps } from '../frame/section-query'

/** A yield or ratio as a fact shows it; a missing one stays null, which the fact states as not reported. */
export function usePercentFact(): (value: number | null) => string | null {
  const { formatPercent } = useFormat()
  return useCallback((value: number | null) => (value === null ? null : formatPercent(value)), [formatPercent])
}

type History = Parameters<typeof dividendYears>[0]

/** A report as both markets' dividend views answer it: its dividend part, when the answer holds one. */
interface WithDividend {
  dividend?: { historical_dividends: History } | null
}
type DividendOf<Report extends WithDividend> = NonNullable<Report['dividend']>

interface DividendSectionProps<Report extends WithDividend, Key extends QueryKey> {
  /** the market's dividend view, from `reportQueries.idxView` or `reportQueries.sgxView` */
  view: SectionQueryProps<Report, DividendOf<Report>, Key>['view']
  currency: Currency
  /** the market's own dividend facts (yields, payout, dates) */
  facts: (dividend: DividendOf<Report>) => ReactNode
}

/** Both markets' dividend sections: their facts, then the dividends by year as a chart and every payment. */
export function DividendSection<Report extends WithDividend, Key extends QueryKey>({
  view,
  currency,
  facts,
}: DividendSectionProps<Report, Key>) {
  const select = useCallback((report: Report) => (report.dividend ?? undefined) as DividendOf<Report> | undefined, [])
  return (
    <SectionQuery view={view} select={select}>
      {(dividend) => (
        <>
          <div className="panel report-facts">{facts(dividend)}</div>
          <DividendChart years={dividendYears(dividend.historical_dividends)} currency={currency} />
          <DividendPayments payments={dividendPayments(dividend.historical_dividends)} currency={currency} />
        </>
      )}
    </SectionQuery>
  )
}
