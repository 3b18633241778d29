import { z } from 'zod/mini'
import { dailyQuery } from './daily'
export * from './requests/market-indices'

/**
 * `/v2/index-daily/{index_code}/` (an IDX index's daily level) and `/v2/idx-total/` (the whole IDX market's
 * capitalisation per day). Both read `start` and `end` as the daily endpoints do (default the 30 days before
 * `end`, at most 90, `end` defaulting to today, a future date refused), and answer a bare array, oldest day first.
 */

/** The parameters both endpoints accept (the daily endpoints' `start` and `end`). */
export const INDEX_DAILY_PARAMETERS = ['start', 'end'] as const
export const indexDailyQuery = dailyQuery

/** One trading day of an index: `index_code` upper case (`LQ45`), `price` the index level (points, no currency). */
export const indexDailyRow = z.object({ index_code: z.string(), date: z.string(), price: z.number() })
export type IndexDailyRow = z.infer<typeof indexDailyRow>
export const indexDailyResponse = z.array(indexDailyRow)
export type IndexDailyResponse = z.infer<typeof indexDailyResponse>

/**
 * One trading day of the whole market: the sum of every listed company's market cap that day, in whole IDR. Not
 * checked as an integer: the sum (about 1e16) is past 2^53, where a JSON number is read only approximately.
 */
export const idxTotalRow = z.object({ date: z.string(), idx_total_market_cap: z.number() })
export type IdxTotalRow = z.infer<typeof idxTotalRow>
export const idxTotalResponse = z.array(idxTotalRow)
