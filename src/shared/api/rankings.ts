import { z } from 'zod/mini'
import { integer } from './shape'
export * from './requests/rankings'

/**
 * The ranking endpoints: `/v2/companies/top-changes/` (IDX gainers and losers over several periods),
 * `/v2/sgx/companies/top/` (SGX leaders on a few figures) and `/v2/most-traded/` (IDX, per trading day).
 * Each answers only the classifications (and periods) asked for; each list holds at most `n_stock` rows.
 */
export const N_STOCK_DEFAULT = 5
export const N_STOCK_MAX = 10

/** billion IDR: 5 trillion, the real service's default floor */
export const TOP_CHANGE_DEFAULT_MIN_MCAP_BILLION = 5000
export const TOP_CHANGES_PARAMETERS = [
  'classifications',
  'periods',
  'n_stock',
  'min_mcap_billion',
  'sub_sector',
] as const

/** One mover: `price_change` a decimal (0.25 = +25%) from the close `period` ago to `last_close_price` (IDR). */
export const topChangeRow = z.object({
  name: z.string(),
  symbol: z.string(),
  price_change: z.number(),
  last_close_price: z.number(),
  latest_close_date: z.string(),
})
export type TopChangeRow = z.infer<typeof topChangeRow>

const byPeriod = z.record(z.string(), z.array(topChangeRow))
export const topChangesResponse = z.object({
  top_gainers: z.optional(byPeriod),
  top_losers: z.optional(byPeriod),
})
export type TopChangesResponse = z.infer<typeof topChangesResponse>

/** million SGD: 1 billion, the real service's default floor */
export const SGX_TOP_DEFAULT_MIN_MCAP_MILLION = 1000
export const SGX_TOP_PARAMETERS = ['classifications', 'n_stock', 'sector', 'min_mcap_million'] as const

/** Each list ranks on its own figure, named in the row: dividend_yield rows carry `forward_dividend_yield`. */
export const sgxTopResponse = z.object({
  dividend_yield: z.optional(
    z.array(z.object({ symbol: z.string(), company_name: z.string(), forward_dividend_yield: z.nullable(z.number()) })),
  ),
  revenue: z.optional(
    z.array(z.object({ symbol: z.string(), company_name: z.string(), revenue: z.nullable(z.number()) })),
  ),
  earnings: z.optional(
    z.array(z.object({ symbol: z.string(), company_name: z.string(), earnings: z.nullable(z.number()) })),
  ),
  market_cap: z.optional(
    z.array(z.object({ symbol: z.string(), company_name: z.string(), market_cap: z.nullable(z.number()) })),
  ),
  pe: z.optional(z.array(z.object({ symbol: z.string(), company_name: z.string(), pe: z.nullable(z.number()) }))),
})
export type SgxTopResponse = z.infer<typeof sgxTopResponse>

export const MOST_TRADED_PARAMETERS = ['start', 'end', 'n_stock', 'adjusted', 'sub_sector'] as const

/** One day's busiest stock: `volume` in shares, `price` that day's close (IDR). */
export const mostTradedRow = z.object({
  symbol: z.string(),
  company_name: z.string(),
  volume: integer,
  price: z.number(),
})
export type MostTradedRow = z.infer<typeof mostTradedRow>

/** Keyed by trading day (YYYY-MM-DD), oldest first; empty when the window holds no trading day. */
export const mostTradedResponse = z.record(z.string(), z.array(mostTradedRow))
export type MostTradedResponse = z.infer<typeof mostTradedResponse>
