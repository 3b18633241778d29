import { z } from 'zod'
import { page } from './pagination'
import { booleanParam, integerParam } from './params'

export const AUCTIONS_DEFAULT_LIMIT = 20
export const AUCTIONS_MAX_LIMIT = 30

export const AUCTION_ORDERS = [
  '-commodity_type',
  '-licensed_area_ha',
  '-participant_count',
  '-winner_date',
  'commodity_type',
  'licensed_area_ha',
  'participant_count',
  'winner_date',
] as const
export type AuctionOrder = (typeof AUCTION_ORDERS)[number]

export const auctionsQuery = z
  .object({
    province: z.string().optional(),
    commodity_type: z.string().optional(),
    area_type: z.string().optional(),
    status: z.string().optional(),
    participant: z.string().trim().min(1).optional(),
    qualified: booleanParam.optional(),
    min_participants: integerParam.optional(),
    order_by: z.enum(AUCTION_ORDERS).default('-winner_date'),
    limit: integerParam.pipe(z.number().min(1).max(AUCTIONS_MAX_LIMIT)).default(AUCTIONS_DEFAULT_LIMIT),
    offset: integerParam.default(0),
  })
  .strict()
  .refine((query) => query.qualified === undefined || query.participant !== undefined, {
    message: 'qualified requires participant',
    path: ['qualified'],
  })
export type AuctionsQuery = z.infer<typeof auctionsQuery>

/**
 * One auction as the list shows it. Auctions that did not complete ("Lelang Batal", "Lelang Gagal/Diulang") have
 * no winner: their company_name and winner_date are null.
 */
export const auctionRecord = z.object({
  commodity_type: z.string(),
  city: z.string(),
  province: z.string(),
  company_name: z.string().nullable(),
  winner_date: z.string().nullable(),
  licensed_area_ha: z.number(),
  license_number: z.string(),
  area_type: z.string(),
  kdi: z.string(),
  wiup_code: z.string(),
  auction_status: z.string(),
  participant_count: z.number().int(),
  winner: z.boolean(),
  company_slug: z.string().nullable(),
})
export type AuctionRecord = z.infer<typeof auctionRecord>

export const auctionsResponse = page(auctionRecord)
export type AuctionsResponse = z.infer<typeof auctionsResponse>

export const auctionDetail = auctionRecord.extend({
  created_at: z.string(),
  last_modified: z.string(),
  phases: z.array(
    z.object({
      order: z.number().int(),
      description: z.string(),
      start_date: z.string().nullable(),
      end_date: z.string().nullable(),
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
