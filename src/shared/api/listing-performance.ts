import { z } from 'zod/mini'
import { integer } from './shape'

/**
 * `/v2/listing-performance/{symbol}/`: an IDX company's IPO and its price change from the offering price after 7,
 * 30, 90 and 365 days of trading (decimals, 2.5 = +250%; null where the stock has not traded that long). Every
 * field but `symbol` may be null: the real service has no IPO details for some listings.
 */
const date = z.nullable(z.string())
const num = z.nullable(z.number())
const int = z.nullable(integer)

export const listingPerformanceResponse = z.object({
  symbol: z.string(),
  chg_7d: num,
  chg_30d: num,
  chg_90d: num,
  chg_365d: num,
  company_name: z.nullable(z.string()),
  listing_date: date,
  shares_offered: int,
  percent_total_shares: num,
  book_building_start_date: date,
  book_building_end_date: date,
  book_building_lower_bound: int,
  book_building_upper_bound: int,
  offering_start_date: date,
  offering_end_date: date,
  offering_price: int,
  distribution_date: date,
  prospectus_url: z.nullable(z.string()),
  additional_info_url: z.nullable(z.string()),
})
export type ListingPerformance = z.infer<typeof listingPerformanceResponse>

/** `/v2/listing-performance/BREN/` */
export const listingPerformancePath = (ticker: string): string =>
  `/v2/listing-performance/${encodeURIComponent(ticker)}/`
