import { queryOptions } from '@tanstack/react-query'
import { SCREENER_MAX_LIMIT, screenerPath } from '../../../shared/api/requests/screener'
import type { ScreenerResponse } from '../../../shared/api/screener'
import type { Market } from '../../../shared/catalogue'
import { apiGet } from '../../../lib/api-client'
import { mapCompanyOf, mapFields, type MapCompany } from '../map-companies'
import type { MapIndex } from '../map-search'

const pagePath = (market: Market, index: MapIndex | 'all', offset: number) => {
  const query = new URLSearchParams({
    // largest first: the first page alone already holds most of the market's value
    order_by: ['-market_cap', ...mapFields(market).slice(1)].join(','),
    limit: String(SCREENER_MAX_LIMIT),
    offset: String(offset),
    include_query_values: 'true',
  })
  if (index !== 'all') query.set('where', `indices in ['${index.toUpperCase()}']`)
  return `${screenerPath(market)}?${query.toString()}`
}

/**
 * Every company of a market (or of one IDX index) with its market cap, classification and changes, through the
 * screener endpoint. The service answers at most 200 rows a request: the first answer gives the count, and the
 * rest of the pages are asked for at once (IDX's ~950 companies: five requests, one round trip after the first).
 */
async function getMapCompanies(market: Market, index: MapIndex | 'all', signal: AbortSignal): Promise<MapCompany[]> {
  const first = await apiGet<ScreenerResponse>(pagePath(market, index, 0), signal)
  const offsets: number[] = []
  for (let offset = first.results.length; offset < first.pagination.total_count; offset += SCREENER_MAX_LIMIT)
    offsets.push(offset)
  const rest = await Promise.all(
    offsets.map((offset) => apiGet<ScreenerResponse>(pagePath(market, index, offset), signal)),
  )
  return [first, ...rest].flatMap((answer) => answer.results.map((row) => mapCompanyOf(market, row)))
}

/** The map's queries: one per market and index filter; the figures change daily at most. */
export const mapQueries = {
  all: () => ['map'] as const,
  companies: (market: Market, index: MapIndex | 'all') =>
    queryOptions({
      queryKey: [...mapQueries.all(), market, index] as const,
      queryFn: ({ signal }) => getMapCompanies(market, index, signal),
      staleTime: 10 * 60_000,
    }),
}
