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
} from '../api/requests/auctions'
import type { AuctionOrder } from '../api/auctions'
import { defineUrlState, urlParam, type UrlParam, type UrlStateDefinition } from '../url-state'
import type { UrlSubject } from '../url-problem'

/**
 * Everything the auction list shows, as its link carries it, under the API's own names (the link, the state and
 * the request are one vocabulary). Empty filters are `null` / `''` / 0.
 */
export interface AuctionsSearch {
  province: AuctionProvince | null
  commodity_type: AuctionCommodity | null
  area_type: AuctionAreaType | null
  status: AuctionStatus | null
  /** part of a bidder's name */
  participant: string
  /** only auctions where that bidder qualified; needs a participant */
  qualified: boolean
  /** 0 = no minimum */
  min_participants: number
  order_by: AuctionOrder
  limit: number
  /** 1-based */
  page: number
}

export type AuctionFilters = Pick<
  AuctionsSearch,
  'province' | 'commodity_type' | 'area_type' | 'status' | 'participant' | 'qualified' | 'min_participants'
>

export const NO_FILTERS: AuctionFilters = {
  province: null,
  commodity_type: null,
  area_type: null,
  status: null,
  participant: '',
  qualified: false,
  min_participants: 0,
}

/** "Qualified only" means nothing without a participant: the API refuses it, so it is never asked alone. */
const qualifiedAlone = ({ qualified, participant }: Pick<AuctionsSearch, 'qualified' | 'participant'>): boolean =>
  qualified && participant.trim() === ''

/** The change of a committed participant: clearing it clears "qualified only", which needs it. */
export const participantPatch = (participant: string): Partial<AuctionsSearch> => ({
  participant,
  ...(participant.trim() === '' && { qualified: false }),
})

export const PAGE_SIZES: readonly number[] = [10, AUCTIONS_DEFAULT_LIMIT, AUCTIONS_MAX_LIMIT]
/** enough for any real auction count; a larger number in a link is a typo */
const MAX_PAGE = 10_000
const MAX_PARTICIPANTS = 1_000

/**
 * One of a documented list, or absent. Matched case-insensitively as the API does (`province=maluku+utara` is
 * Maluku Utara) and written back in the API's spelling; anything else is a problem naming the valid values.
 */
function optionalChoice<T extends string>(name: string, values: readonly T[], what: UrlSubject): UrlParam<T | null> {
  return {
    name,
    defaultValue: null,
    parse: (text) => {
      const trimmed = text.trim()
      if (trimmed === '') return { ok: true, value: null }
      const found = values.find((value) => value.toLowerCase() === trimmed.toLowerCase())
      if (found !== undefined) return { ok: true, value: found }
      return { ok: false, problem: { code: 'notListed', subject: what, text: trimmed, values } }
    },
    serialise: (value) => value ?? '',
  }
}

const base = defineUrlState<AuctionsSearch>(
  {
    province: optionalChoice('province', AUCTION_PROVINCES, 'province'),
    commodity_type: optionalChoice('commodity_type', AUCTION_COMMODITIES, 'commodity'),
    area_type: optionalChoice('area_type', AUCTION_AREA_TYPES, 'areaType'),
    status: optionalChoice(
      'status',
      AUCTION_STATUSES.map((status) => status.value),
      'status',
    ),
    participant: urlParam.text('participant', ''),
    qualified: urlParam.boolean('qualified', false, 'qualified'),
    min_participants: urlParam.integer('min_participants', 0, {
      min: 0,
      max: MAX_PARTICIPANTS,
      what: 'minimumParticipants',
    }),
    order_by: urlParam.oneOf('order_by', AUCTION_ORDERS, '-winner_date', 'order'),
    limit: urlParam.integer('limit', AUCTIONS_DEFAULT_LIMIT, { min: 1, max: AUCTIONS_MAX_LIMIT, what: 'pageSize' }),
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
    if (!qualifiedAlone(state)) return parsed
    return {
      state: { ...state, qualified: false },
      problems: [
        ...parsed.problems,
        {
          key: 'qualified',
          parameter: 'qualified',
          reason: { code: 'qualifiedWithoutParticipant' },
        },
      ],
    }
  },
}

/** The filters chosen from a fixed list. */
export type ChoiceFilter = 'province' | 'commodity_type' | 'area_type' | 'status'

/**
 * The change that sets a list filter to a text (read as a link's value is; '' clears it), or null when the text
 * is none of the list's values.
 */
export function choicePatch(key: ChoiceFilter, text: string): Partial<AuctionsSearch> | null {
  const parsed = base.params[key].parse(text)
  return parsed.ok ? { [key]: parsed.value } : null
}

/** The filters of a state as the API is asked them: the participant trimmed, "qualified" only with one. */
export function filtersOf(search: AuctionsSearch): AuctionFilters {
  const { province, commodity_type, area_type, status, participant, min_participants } = search
  return {
    province,
    commodity_type,
    area_type,
    status,
    participant: participant.trim(),
    qualified: search.qualified && !qualifiedAlone(search),
    min_participants,
  }
}

/**
 * The API's query for a set of filters (as `filtersOf` gives them), through the contract's one query builder
 * (stable order, no defaults).
 */
export const filterQuery = (filters: AuctionFilters): URLSearchParams =>
  new URLSearchParams(auctionsQueryString(filters))

/** The API's query for one page of the list. */
export const pageQuery = (search: AuctionsSearch): string =>
  auctionsQueryString({
    ...filtersOf(search),
    order_by: search.order_by,
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
  if (filters.commodity_type !== null)
    active.push({ key: 'commodity_type', label: `Commodity: ${filters.commodity_type}` })
  if (filters.area_type !== null) active.push({ key: 'area_type', label: `Area type: ${filters.area_type}` })
  if (filters.status !== null) {
    const status = AUCTION_STATUSES.find((item) => item.value === filters.status)
    active.push({ key: 'status', label: `Status: ${status?.label ?? filters.status}` })
  }
  if (filters.participant !== '') active.push({ key: 'participant', label: `Participant: "${filters.participant}"` })
  if (filters.qualified) active.push({ key: 'qualified', label: 'Qualified only' })
  if (filters.min_participants > 0)
    active.push({ key: 'min_participants', label: `At least ${String(filters.min_participants)} participants` })
  return active
}
