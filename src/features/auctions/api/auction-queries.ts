import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../../lib/api-client'
import type { AuctionsResponse } from '../../../shared/api/auctions'
import {
  pageQuery,
  pageRequest,
  type AuctionFilters,
  type AuctionsSearch,
} from '../../../shared/auctions/auctions-search'
import { symbolsBySlug } from '../listed-winners'
import { summarise } from '../summary'
import { getAllAuctions, getAuction, getFeedCompleteness, getListedCandidates } from './auction-fetch'

/**
 * Failures are shown on the page next to the filters with "Try again" (never the route's error boundary), and a
 * refused request is not retried.
 */
const inline = { throwOnError: false } as const

export const auctionQueries = {
  all: () => ['auctions'] as const,
  page: (search: AuctionsSearch) =>
    queryOptions({
      queryKey: [...auctionQueries.all(), 'page', pageQuery(search)] as const,
      queryFn: ({ signal }) => apiGet<AuctionsResponse>(pageRequest(search), signal),
      // keep the rows on screen while the next page or order loads
      placeholderData: keepPreviousData,
      ...inline,
    }),
  /** every auction of the filtered set, summarised: the same answer whatever the order or page */
  summary: (filters: AuctionFilters) =>
    queryOptions({
      queryKey: [...auctionQueries.all(), 'summary', filters] as const,
      queryFn: async ({ signal }) => summarise(await getAllAuctions(filters, { signal })),
      placeholderData: keepPreviousData,
      ...inline,
    }),
  feedCompleteness: () =>
    queryOptions({
      queryKey: [...auctionQueries.all(), 'feed-completeness'] as const,
      queryFn: ({ signal }) => getFeedCompleteness(signal),
      staleTime: Infinity,
      ...inline,
    }),
  listedWinners: (names: readonly string[]) =>
    queryOptions({
      queryKey: [...auctionQueries.all(), 'listed-winners', names] as const,
      queryFn: ({ signal }) => getListedCandidates(names, signal),
      // the cached answer stays plain JSON (a server-rendered page carries it in its hydration state); the map is a view
      select: symbolsBySlug,
      staleTime: Infinity,
      ...inline,
    }),
  detail: (wiupCode: string) =>
    queryOptions({
      queryKey: [...auctionQueries.all(), 'detail', wiupCode] as const,
      queryFn: ({ signal }) => getAuction(wiupCode, signal),
      ...inline,
    }),
}
