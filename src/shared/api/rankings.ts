import { z } from 'zod/mini'
import { integer } from './shape'

/**
 * The ranking endpoints: `/v2/companies/top-changes/` (IDX gainers and losers over several periods),
 * `/v2/sgx/companies/top/` (SGX leaders on a few figures) and `/v2/most-traded/` (IDX, per trading day).
 * Each answers only the classifications (and periods) asked for; each list holds at most `n_stock` rows.
 */
export const N_STOCK_DEFAULT = 5
export const N_STOCK_MAX = 10

export const TOP_CHANGE_CLASSIFICATIONS = ['top_gainers', 'top_losers'] as const
export type TopChangeClassification = (typeof TOP_CHANGE_CLASSIFICATIONS)[number]
export const TOP_CHANGE_PERIODS = ['1d', '7d', '14d', '30d', '365d'] as const
export type TopChangePeriod = (typeof TOP_CHANGE_PERIODS)[number]
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

export const SGX_TOP_CLASSIFICATIONS = ['dividend_yield', 'revenue', 'earnings', 'market_cap', 'pe'] as const
export type SgxTopClassification = (typeof SGX_TOP_CLASSIFICATIONS)[number]
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

/** Query text from the values given (lists comma-joined), leaving out what is undefined. */
function queryText(values: Readonly<Record<string, string | number | boolean | readonly string[] | undefined>>) {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue
    params.set(name, Array.isArray(value) ? value.join(',') : String(value))
  }
  const text = params.toString().replaceAll('%2C', ',')
  return text === '' ? '' : `?${text}`
}

export interface TopChangesRequest {
  classifications?: readonly TopChangeClassification[]
  periods?: readonly TopChangePeriod[]
  n_stock?: number
  min_mcap_billion?: number
  sub_sector?: string
}
/** `/v2/companies/top-changes/?classifications=top_gainers&periods=1d,7d&n_stock=5` */
export const topChangesPath = (request: TopChangesRequest = {}): string =>
  `/v2/companies/top-changes/${queryText({ ...request })}`

export interface SgxTopRequest {
  classifications?: readonly SgxTopClassification[]
  n_stock?: number
  sector?: string
  min_mcap_million?: number
}
/** `/v2/sgx/companies/top/?classifications=market_cap,pe&n_stock=5` */
export const sgxTopPath = (request: SgxTopRequest = {}): string => `/v2/sgx/companies/top/${queryText({ ...request })}`

export interface MostTradedRequest {
  start?: string
  end?: string
  n_stock?: number
  adjusted?: boolean
  sub_sector?: string
}
/** `/v2/most-traded/?start=2026-11-02&end=2026-11-20&n_stock=5&adjusted=true` */
export const mostTradedPath = (request: MostTradedRequest = {}): string =>
  `/v2/most-traded/${queryText({ ...request })}`
