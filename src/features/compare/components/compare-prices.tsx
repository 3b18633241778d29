import { useQueries } from '@tanstack/react-query'
import type { CompanyRef } from '../../../lib/companies/company-figures'
import type { PriceRange } from '../../../lib/reports/price-windows'
import { reportQueries } from '../../../lib/reports/report-queries'
import { useHydrated } from '../../../lib/use-hydrated'
import { rebasePrices } from '../compare-shaping'
import { useCompareText } from '../text'
import { QueriesProblem } from './queries-problem'
import { RebasedChart } from './rebased-chart'

/**
 * Each company's daily closes over the range (the report's own price query), drawn rebased to 100. Asked once the
 * page is hydrated: a year of closes per company (about 30 KB each) would weigh on a server-rendered page's document
 * for a chart that draws after hydration anyway.
 */
export function ComparePrices({ companies, range }: { companies: readonly CompanyRef[]; range: PriceRange }) {
  const enabled = useHydrated()
  const queries = useQueries({
    queries: companies.map((company) => ({
      ...reportQueries.prices(company.market, company.symbol, range, null),
      enabled,
    })),
  })
  const t = useCompareText()
  if (queries.some((query) => query.error !== null))
    return <QueriesProblem queries={queries} failed={(reason) => t('load.pricesFailed', { reason })} />
  if (queries.some((query) => query.data === undefined)) return <p aria-busy="true">{t('load.loadingPrices')}</p>
  const series = companies.map((company, i) => ({ symbol: company.symbol, prices: queries[i]?.data ?? [] }))
  return <RebasedChart rows={rebasePrices(series)} symbols={companies.map((company) => company.symbol)} />
}
