import { queryOptions } from '@tanstack/react-query'
import { subsectorsPath } from '../../../shared/api/requests/helper-lists'
import type { SubsectorsResponse } from '../../../shared/api/helper-lists'
import type { IndexCode } from '../../../shared/api/market-indices'
import { mostTradedPath } from '../../../shared/api/requests/rankings'
import type { MostTradedResponse } from '../../../shared/api/rankings'
import { sgxTopPath } from '../../../shared/api/requests/rankings'
import type { SgxTopResponse, SgxTopClassification } from '../../../shared/api/rankings'
import { subsectorReportPath } from '../../../shared/api/requests/subsector-report'
import type { SubsectorReport } from '../../../shared/api/subsector-report'
import { topChangesPath } from '../../../shared/api/requests/rankings'
import type { TopChangesResponse, TopChangePeriod } from '../../../shared/api/rankings'
import { apiGet } from '../../../lib/api-client'
import { addDays } from '../../../lib/date-windows'
import { TRADED_PERIOD_DAYS, type IndexRange, type TradedPeriod } from '../market-search'
import { mostTradedOver } from '../most-traded'
import { moversOf } from '../movers'
import { subSectorRow } from '../sub-sector-rows'
import { getIndexSeries } from './index-series'

/** Companies per list: the service's maximum. */
const LIST_SIZE = 10

/**
 * The most-traded lists of the days of a period ending at the latest trading day. The service's default window
 * (its last 30 days) says which day that is and covers the shorter periods; 90 days need one more request. Ranked
 * by value, each day's list is the service's by volume × close (`adjusted`).
 */
async function getMostTraded(period: TradedPeriod, rankBy: 'volume' | 'value', signal: AbortSignal) {
  const adjusted = rankBy === 'value'
  const recent = await apiGet<MostTradedResponse>(mostTradedPath({ n_stock: LIST_SIZE, adjusted }), signal)
  const last = Object.keys(recent).sort().at(-1)
  if (last === undefined) return {}
  const first = addDays(last, 1 - TRADED_PERIOD_DAYS[period])
  const days =
    first >= addDays(last, -29)
      ? recent
      : await apiGet<MostTradedResponse>(
          mostTradedPath({ n_stock: LIST_SIZE, adjusted, start: first, end: last }),
          signal,
        )
  return Object.fromEntries(Object.entries(days).filter(([date]) => date >= first && date <= last))
}

/** Every IDX sub-sector with the figures of its report's statistics and market-cap sections, one request each. */
async function getSubSectorRows(signal: AbortSignal) {
  const list = await apiGet<SubsectorsResponse>(subsectorsPath, signal)
  return Promise.all(
    list.map(async ({ subsector }) =>
      subSectorRow(
        subsector,
        await apiGet<SubsectorReport>(subsectorReportPath(subsector, ['statistics', 'market_cap']), signal),
      ),
    ),
  )
}

/**
 * The market overview's queries. Each panel fails on its own (throwOnError: false) so the rest of the page stays
 * usable; the data changes daily at most, so answers stay fresh for ten minutes.
 */
export const marketQueries = {
  all: () => ['market'] as const,
  index: (code: IndexCode, range: IndexRange) =>
    queryOptions({
      queryKey: [...marketQueries.all(), 'index', code, range] as const,
      queryFn: ({ signal }) => getIndexSeries(code, range, signal),
      throwOnError: false,
      staleTime: 10 * 60_000,
    }),
  movers: (period: TopChangePeriod, minMcapBillion: number) =>
    queryOptions({
      queryKey: [...marketQueries.all(), 'movers', period, minMcapBillion] as const,
      queryFn: async ({ signal }) =>
        moversOf(
          await apiGet<TopChangesResponse>(
            topChangesPath({ periods: [period], n_stock: LIST_SIZE, min_mcap_billion: minMcapBillion }),
            signal,
          ),
          period,
        ),
      throwOnError: false,
      staleTime: 10 * 60_000,
    }),
  mostTraded: (period: TradedPeriod, rankBy: 'volume' | 'value') =>
    queryOptions({
      queryKey: [...marketQueries.all(), 'most-traded', period, rankBy] as const,
      queryFn: async ({ signal }) => mostTradedOver(await getMostTraded(period, rankBy, signal), rankBy),
      throwOnError: false,
      staleTime: 10 * 60_000,
    }),
  subSectors: () =>
    queryOptions({
      queryKey: [...marketQueries.all(), 'sub-sectors'] as const,
      queryFn: ({ signal }) => getSubSectorRows(signal),
      throwOnError: false,
      staleTime: 10 * 60_000,
    }),
  sgxTop: (classification: SgxTopClassification) =>
    queryOptions({
      queryKey: [...marketQueries.all(), 'sgx-top', classification] as const,
      queryFn: ({ signal }) =>
        apiGet<SgxTopResponse>(sgxTopPath({ classifications: [classification], n_stock: LIST_SIZE }), signal),
      throwOnError: false,
      staleTime: 10 * 60_000,
    }),
}
