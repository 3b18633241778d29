/**
 * What the dashboard asks the mining licence auctions with: paths, parameter values, limits. No schema here: the schemas are in
 * ../auctions.ts (which re-exports this file), and the dashboard imports this file only, so that the validation
 * library stays out of the browser (docs/benchmarks.md, JavaScript budget).
 */
export const AUCTIONS_DEFAULT_LIMIT = 20
export const AUCTIONS_MAX_LIMIT = 30

/** The fields `order_by` sorts on, in the order the service's error message names them. */
export const AUCTION_ORDER_FIELDS = ['winner_date', 'participant_count', 'licensed_area_ha', 'commodity_type'] as const
type AuctionOrderField = (typeof AUCTION_ORDER_FIELDS)[number]
/** A field, ascending, or `-field`, descending. */
export type AuctionOrder = AuctionOrderField | `-${AuctionOrderField}`
export const AUCTION_ORDERS: readonly AuctionOrder[] = AUCTION_ORDER_FIELDS.flatMap((field) => [
  field,
  `-${field}` as const,
])

/** The parameters the auction list accepts. */
export const AUCTIONS_PARAMETERS = [
  'province',
  'commodity_type',
  'area_type',
  'status',
  'participant',
  'qualified',
  'min_participants',
  'order_by',
  'limit',
  'offset',
] as const
export type AuctionsParameter = (typeof AUCTIONS_PARAMETERS)[number]

export const auctionsPath = '/v2/mining/license-auctions/'
export const auctionDetailPath = (wiupCode: string): string =>
  `/v2/mining/license-auctions/${encodeURIComponent(wiupCode)}/`

/** A client's request for the auction list: any of the parameters, in the API's own names and types. */
export interface AuctionsRequest {
  province?: string | null
  commodity_type?: string | null
  area_type?: string | null
  status?: string | null
  participant?: string | null
  qualified?: boolean
  min_participants?: number
  order_by?: AuctionOrder
  limit?: number
  offset?: number
}

const AUCTIONS_DEFAULTS: AuctionsRequest = {
  qualified: false,
  min_participants: 0,
  order_by: '-winner_date',
  limit: AUCTIONS_DEFAULT_LIMIT,
  offset: 0,
}

/**
 * The API query for a set of auction filters: only non-default values, in the order of AUCTIONS_PARAMETERS, so
 * equal requests are equal strings (and share a cache entry). Blank text is no filter.
 */
export function auctionsQueryString(query: AuctionsRequest): string {
  const params = new URLSearchParams()
  for (const name of AUCTIONS_PARAMETERS) {
    const value = query[name]
    if (value === undefined || value === null || value === AUCTIONS_DEFAULTS[name]) continue
    const text = typeof value === 'string' ? value.trim() : String(value)
    if (text !== '') params.set(name, text)
  }
  return params.toString()
}
