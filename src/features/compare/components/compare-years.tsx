import { useQueries } from '@tanstack/react-query'
import type { CompanyRef } from '../../../lib/companies/company-figures'
import { reportQueries } from '../../../lib/reports/report-queries'
import { useHydrated } from '../../../lib/use-hydrated'
import { yearlyByCurrency, type CompanyReport } from '../compare-shaping'
import { useCompareText } from '../text'
import { QueriesProblem } from './queries-problem'
import { YearlyChart } from './yearly-chart'

/**
 * Revenue and net income from each company's financials section, one pair of charts per currency. Asked once the
 * page is hydrated, as the prices are (compare-prices.tsx): the charts draw after hydration.
 */
export function CompareYears({ companies }: { companies: readonly CompanyRef[] }) {
  const enabled = useHydrated()
  const queries = useQueries({
    queries: companies.map((company) => ({
      ...(company.market === 'idx'
        ? reportQueries.idx(company.symbol, ['financials'])
        : reportQueries.sgx(company.symbol, ['financials'])),
      enabled,
    })),
  })
  const t = useCompareText()
  if (queries.some((query) => query.error !== null))
    return <QueriesProblem queries={queries} failed={(reason) => t('load.financialsFailed', { reason })} />
  const reports = companies.flatMap((company, i): CompanyReport[] => {
    const data = queries[i]?.data
    if (data === undefined) return []
    return 'company_name' in data
      ? [{ market: 'idx', symbol: company.symbol, report: data }]
      : [{ market: 'sgx', symbol: company.symbol, report: data }]
  })
  if (reports.length < companies.length) return <p aria-busy="true">{t('load.loadingFinancials')}</p>
  return (
    <div className="compare__years">
      {yearlyByCurrency(reports).map((group) => (
        <div key={group.currency} className="compare__currency-group">
          <YearlyChart
            title={t('years.revenue', { currency: group.currency })}
            currency={group.currency}
            symbols={group.symbols}
            rows={group.revenue}
          />
          <YearlyChart
            title={t('years.netIncome', { currency: group.currency })}
            currency={group.currency}
            symbols={group.symbols}
            rows={group.netIncome}
          />
        </div>
      ))}
    </div>
  )
}
