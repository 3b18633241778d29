import { queryOptions } from '@tanstack/react-query'
import { subsectorsPath } from '../../../shared/api/requests/helper-lists'
import type { SubsectorsResponse } from '../../../shared/api/helper-lists'
import type { ScreenerRow } from '../../../shared/api/screener'
import { subsectorReportPath } from '../../../shared/api/requests/subsector-report'
import type { SubsectorReport } from '../../../shared/api/subsector-report'
import { printCondition } from '../../../shared/where/print'
import { compare, field, str } from '../../../shared/where/build'
import { apiGet } from '../../../lib/api-client'
import { getAllScreenerRows } from '../../../lib/screener-rows'
import { spreadOf, type Spread } from '../../../lib/statistics'

/** The screener fields the valuation spread reads. */
const SPREAD_FIELDS = ['pe_ttm', 'pb_mrq'] as const

/** How P/E and P/B are spread over a sub-sector's companies (positive values only: a loss or negative equity has no meaningful multiple). */
export interface ValuationSpread {
  companies: number
  pe: Spread | null
  pb: Spread | null
}

const positive = (rows: readonly ScreenerRow[], name: (typeof SPREAD_FIELDS)[number]) =>
  rows
    .map((row) => row.query_values?.[name])
    .filter((figure): figure is number => typeof figure === 'number' && figure > 0)

export const sectorQueries = {
  all: () => ['sectors'] as const,
  /** the whole report: every section (six credits on the real service, once per ten minutes) */
  report: (slug: string) =>
    queryOptions({
      queryKey: [...sectorQueries.all(), 'report', slug] as const,
      queryFn: ({ signal }) => apiGet<SubsectorReport>(subsectorReportPath(slug), signal),
      throwOnError: false,
      staleTime: 10 * 60_000,
    }),
  /** the spread of P/E and P/B over the sub-sector's companies, from the screener */
  spread: (slug: string) =>
    queryOptions({
      queryKey: [...sectorQueries.all(), 'spread', slug] as const,
      queryFn: async ({ signal }): Promise<ValuationSpread> => {
        const where = printCondition(compare(field('sub_sector'), '=', str(slug)))
        const rows = await getAllScreenerRows('idx', { where, orderBy: ['symbol', ...SPREAD_FIELDS] }, signal)
        return {
          companies: rows.length,
          pe: spreadOf(positive(rows, 'pe_ttm')),
          pb: spreadOf(positive(rows, 'pb_mrq')),
        }
      },
      throwOnError: false,
      staleTime: 10 * 60_000,
    }),
  /** the service's sub-sector slugs, for "did you mean" on a link to one it does not have */
  list: () =>
    queryOptions({
      queryKey: [...sectorQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => apiGet<SubsectorsResponse>(subsectorsPath, signal),
      throwOnError: false,
      staleTime: Infinity,
    }),
}
