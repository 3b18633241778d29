import { z } from 'zod/mini'
import { integer } from './shape'
import { page } from './pagination'
import { booleanParam, integerParam } from './params'
import { AUCTION_ORDERS, AUCTIONS_DEFAULT_LIMIT, AUCTIONS_MAX_LIMIT } from './requests/auctions'

export * from './requests/auctions'

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
