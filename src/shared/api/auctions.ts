import { z } from 'zod/mini'
import { integer } from './shape'
import { page } from './pagination'
import { booleanParam, integerParam } from './params'

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

export const auctionsQuery = z
  .strictObject({
    province: z.optional(z.string()),
    commodity_type: z.optional(z.string()),
    area_type: z.optional(z.string()),
    status: z.optional(z.string()),
    participant: z.optional(z.string().check(z.trim(), z.minLength(1))),
    qualified: z.optional(booleanParam),
    min_participants: z.optional(integerParam),
    order_by: z._default(z.enum(AUCTION_ORDERS), '-winner_date'),
    limit: z._default(
      z.pipe(integerParam, z.number().check(z.minimum(1), z.maximum(AUCTIONS_MAX_LIMIT))),
      AUCTIONS_DEFAULT_LIMIT,
    ),
    offset: z._default(integerParam, 0),
  })
  .check(
    z.refine((query) => query.qualified === undefined || query.participant !== undefined, {
      message: 'qualified requires participant',
      path: ['qualified'],
    }),
  )
export type AuctionsQuery = z.infer<typeof auctionsQuery>

/**
 * One auction as the list shows it. Auctions that did not complete ("Lelang Batal", "Lelang Gagal/Diulang") have
 * no winner: their company_name and winner_date are null.
 */
export const auctionRecord = z.object({
  commodity_type: z.string(),
  city: z.string(),
  province: z.string(),
  company_name: z.nullable(z.string()),
  winner_date: z.nullable(z.string()),
  licensed_area_ha: z.number(),
  license_number: z.string(),
  area_type: z.string(),
  kdi: z.string(),
  wiup_code: z.string(),
  auction_status: z.string(),
  participant_count: integer,
  winner: z.boolean(),
  company_slug: z.nullable(z.string()),
})
export type AuctionRecord = z.infer<typeof auctionRecord>

export const auctionsResponse = page(auctionRecord)
export type AuctionsResponse = z.infer<typeof auctionsResponse>

export const auctionDetail = z.extend(auctionRecord, {
  created_at: z.string(),
  last_modified: z.string(),
  phases: z.array(
    z.object({
      order: integer,
      description: z.string(),
      start_date: z.nullable(z.string()),
      end_date: z.nullable(z.string()),
    }),
  ),
  participants: z.array(
    z.object({
      NIB: z.string(),
      company_name: z.string(),
      email: z.string(),
      qualification_result: z.string(),
    }),
  ),
})
export type AuctionDetail = z.infer<typeof auctionDetail>

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
