import { apiGet } from '../../../lib/api-client'
import { auctionDetailPath, auctionsPath, AUCTIONS_MAX_LIMIT } from '../../../shared/api/requests/auctions'
import type { AuctionDetail, AuctionOrder, AuctionRecord, AuctionsResponse } from '../../../shared/api/auctions'
import { screenerPath } from '../../../shared/api/requests/screener'
import type { ScreenerResponse, ScreenerRow } from '../../../shared/api/screener'
import { field, like, or } from '../../../shared/where/build'
import { printCondition } from '../../../shared/where/print'
import { filterQuery, type AuctionFilters } from '../../../shared/auctions/auctions-search'

/** One page of the list, for an API query string (`province=…&order_by=…&limit=…&offset=…`). */
export function getAuctionsPage(query: string, signal?: AbortSignal): Promise<AuctionsResponse> {
  return apiGet<AuctionsResponse>(`${auctionsPath}?${query}`, signal)
}

export function getAuction(wiupCode: string, signal?: AbortSignal): Promise<AuctionDetail> {
  return apiGet<AuctionDetail>(auctionDetailPath(wiupCode), signal)
}

export interface FetchAllOptions {
  /** the API's default (newest winner first) unless given */
  orderBy?: AuctionOrder
  signal?: AbortSignal
  onProgress?: (progress: { done: number; total: number }) => void
}

/**
 * Every auction that matches the filters, in the API's default order: the first page says how many there are,
 * the rest are asked for together (the API serves at most 30 a page).
 */
export async function getAllAuctions(
  filters: AuctionFilters,
  { orderBy, signal, onProgress }: FetchAllOptions = {},
): Promise<AuctionRecord[]> {
  const queryAt = (offset: number) => {
    const query = filterQuery(filters)
    if (orderBy !== undefined) query.set('order_by', orderBy)
    query.set('limit', String(AUCTIONS_MAX_LIMIT))
    query.set('offset', String(offset))
    return query.toString()
  }
  const first = await getAuctionsPage(queryAt(0), signal)
  const total = first.pagination.total_count
  let done = first.results.length
  onProgress?.({ done, total })
  const offsets: number[] = []
  for (let offset = AUCTIONS_MAX_LIMIT; offset < total; offset += AUCTIONS_MAX_LIMIT) offsets.push(offset)
  const rest = await Promise.all(
    offsets.map(async (offset) => {
      const page = await getAuctionsPage(queryAt(offset), signal)
      done += page.results.length
      onProgress?.({ done, total })
      return page.results
    }),
  )
  return [first.results, ...rest].flat()
}

/** How many auctions the feed holds in all, and how many of them completed. */
export async function getFeedCompleteness(signal?: AbortSignal): Promise<{ total: number; completed: number }> {
  const [all, completed] = await Promise.all([
    getAuctionsPage('limit=1', signal),
    getAuctionsPage(`status=${encodeURIComponent('Lelang Selesai')}&limit=1`, signal),
  ])
  return { total: all.pagination.total_count, completed: completed.pagination.total_count }
}

/**
 * The listed companies among the winners named (by the feed's bare names, "Aneka Tambang"), found with one
 * screener question: `company_name like '%Aneka Tambang%' or …`. The winner's slug then picks its company.
 */
export async function getListedCandidates(names: readonly string[], signal?: AbortSignal): Promise<ScreenerRow[]> {
  if (names.length === 0) return []
  const where = printCondition(or(...names.map((name) => like(field('company_name'), `%${name}%`))))
  const query = new URLSearchParams({ where, limit: '200' })
  const answer = await apiGet<ScreenerResponse>(`${screenerPath('idx')}?${query.toString()}`, signal)
  return answer.results
}
