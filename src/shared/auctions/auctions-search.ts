import {
  AUCTION_AREA_TYPES,
  AUCTION_COMMODITIES,
  AUCTION_PROVINCES,
  AUCTION_STATUSES,
  type AuctionAreaType,
  type AuctionCommodity,
  type AuctionProvince,
  type AuctionStatus,
} from '../api/auction-options'
import {
  AUCTION_ORDERS,
  AUCTIONS_DEFAULT_LIMIT,
  AUCTIONS_MAX_LIMIT,
  auctionsPath,
  auctionsQueryString,
  type AuctionOrder,
  type AuctionsRequest,
} from '../api/auctions'
import { defineUrlState, urlParam, type UrlParam, type UrlStateDefinition } from '../url-state'

/** Everything the auction list shows, as its link carries it. Empty filters are `null` / `''` / 0. */
export interface AuctionsSearch {
  province: AuctionProvince | null
  commodity: AuctionCommodity | null
  areaType: AuctionAreaType | null
  status: AuctionStatus | null
  /** part of a bidder's name */
  participant: string
  /** only auctions where that bidder qualified; needs a participant */
  qualified: boolean
  /** 0 = no minimum */
  minParticipants: number
  orderBy: AuctionOrder
  limit: number
  /** 1-based */
  page: number
}

export type AuctionFilters = Pick<
  AuctionsSearch,
  'province' | 'commodity' | 'areaType' | 'status' | 'participant' | 'qualified' | 'minParticipants'
>

export const NO_FILTERS: AuctionFilters = {
  province: null,
  commodity: null,
  areaType: null,
  status: null,
  participant: '',
  qualified: false,
  minParticipants: 0,
}

export const PAGE_SIZES: readonly number[] = [10, AUCTIONS_DEFAULT_LIMIT, AUCTIONS_MAX_LIMIT]
/** enough for any real auction count; a larger number in a link is a typo */
const MAX_PAGE = 10_000
const MAX_PARTICIPANTS = 1_000

/**
 * One of a documented list, or absent. Matched case-insensitively as the API does (`province=maluku+utara` is
 * Maluku Utara) and written back in the API's spelling; anything else is a problem naming the valid values.
 */
function optionalChoice<T extends string>(name: string, values: readonly T[], what: string): UrlParam<T | null> {
  return {
    name,
    defaultValue: null,
    parse: (text) => {
      const trimmed = text.trim()
      if (trimmed === '') return { ok: true, value: null }
      const found = values.find((value) => value.toLowerCase() === trimmed.toLowerCase())
      if (found !== undefined) return { ok: true, value: found }
      return {
        ok: false,
        problem: `The ${what} "${trimmed}" in this link is not one the auction list knows. It knows ${values.join(', ')}.`,
      }
    },
    serialise: (value) => value ?? '',
  }
}

const base = defineUrlState<AuctionsSearch>(
  {
    province: optionalChoice('province', AUCTION_PROVINCES, 'province'),
    commodity: optionalChoice('commodity_type', AUCTION_COMMODITIES, 'commodity'),
    areaType: optionalChoice('area_type', AUCTION_AREA_TYPES, 'area type'),
    status: optionalChoice(
      'status',
      AUCTION_STATUSES.map((status) => status.value),
      'status',
    ),
    participant: urlParam.text('participant', ''),
    qualified: urlParam.boolean('qualified', false),
    minParticipants: urlParam.integer('min_participants', 0, {
      min: 0,
      max: MAX_PARTICIPANTS,
      what: 'minimum number of participants',
    }),
    orderBy: urlParam.oneOf('order_by', AUCTION_ORDERS, '-winner_date', 'order'),
    limit: urlParam.integer('limit', AUCTIONS_DEFAULT_LIMIT, { min: 1, max: AUCTIONS_MAX_LIMIT, what: 'page size' }),
    page: { ...urlParam.integer('page', 1, { min: 1, max: MAX_PAGE, what: 'page' }), resetsPage: false },
  },
  { pageKey: 'page' },
)

/**
 * The auction list's URL state. On top of each parameter's own check: "qualified" means nothing without a
 * participant (the API refuses it), so such a link gets a problem and the flag is not sent.
 */
export const auctionsSearch: UrlStateDefinition<AuctionsSearch> = {
  ...base,
  parse(search) {
    const parsed = base.parse(search)
    const { state } = parsed
    if (!state.qualified || state.participant.trim() !== '') return parsed
    return {
      state: { ...state, qualified: false },
      problems: [
        ...parsed.problems,
        {
          key: 'qualified',
          parameter: 'qualified',
          message:
            'This link asks for qualified bidders only but names no participant; "Qualified only" needs a participant.',
        },
      ],
    }
  },
}

export const filtersOf = (search: AuctionsSearch): AuctionFilters => ({
  province: search.province,
  commodity: search.commodity,
  areaType: search.areaType,
  status: search.status,
  participant: search.participant.trim(),
  qualified: search.qualified && search.participant.trim() !== '',
  minParticipants: search.minParticipants,
})

/** The filters in the API's names; `qualified` only with a participant, as the API requires. */
const toRequest = (filters: AuctionFilters): AuctionsRequest => ({
  province: filters.province,
  commodity_type: filters.commodity,
  area_type: filters.areaType,
  status: filters.status,
  participant: filters.participant.trim(),
  qualified: filters.qualified && filters.participant.trim() !== '',
  min_participants: filters.minParticipants,
})

/** The API's query for a set of filters, through the contract's one query builder (stable order, no defaults). */
export const filterQuery = (filters: AuctionFilters): URLSearchParams =>
  new URLSearchParams(auctionsQueryString(toRequest(filters)))

/** The API's query for one page of the list. */
export const pageQuery = (search: AuctionsSearch): string =>
  auctionsQueryString({
    ...toRequest(filtersOf(search)),
    order_by: search.orderBy,
    limit: search.limit,
    offset: (search.page - 1) * search.limit,
  })

/** The service path of one page of the list: the one the page asks. */
export const pageRequest = (search: AuctionsSearch): string => `${auctionsPath}?${pageQuery(search)}`

/** The request an auctions link sends first, or null when the link has a problem (the page shows it instead). */
export function firstAuctionsRequest(params: URLSearchParams): string | null {
  const { state, problems } = auctionsSearch.parse(params)
  return problems.length === 0 ? pageRequest(state) : null
}

/** The filters that are set, in words, for the empty state's "loosen" offers. */
export function activeFilters(filters: AuctionFilters): { key: keyof AuctionFilters; label: string }[] {
  const active: { key: keyof AuctionFilters; label: string }[] = []
  if (filters.province !== null) active.push({ key: 'province', label: `Province: ${filters.province}` })
  if (filters.commodity !== null) active.push({ key: 'commodity', label: `Commodity: ${filters.commodity}` })
  if (filters.areaType !== null) active.push({ key: 'areaType', label: `Area type: ${filters.areaType}` })
  if (filters.status !== null) {
    const status = AUCTION_STATUSES.find((item) => item.value === filters.status)
    active.push({ key: 'status', label: `Status: ${status?.label ?? filters.status}` })
  }
  if (filters.participant !== '') active.push({ key: 'participant', label: `Participant: "${filters.participant}"` })
  if (filters.qualified) active.push({ key: 'qualified', label: 'Qualified only' })
  if (filters.minParticipants > 0)
    active.push({ key: 'minParticipants', label: `At least ${String(filters.minParticipants)} participants` })
  return active
}
