import { z } from 'zod/mini'
import { dailyQuery } from './daily'

/**
 * `/v2/index-daily/{index_code}/` (an IDX index's daily level) and `/v2/idx-total/` (the whole IDX market's
 * capitalisation per day). Both read `start` and `end` as the daily endpoints do (default the 30 days before
 * `end`, at most 90, `end` defaulting to today, a future date refused), and answer a bare array, oldest day first.
 */

/** The index codes the real service documents, lower case in the path; the answer echoes them in upper case. */
export const INDEX_CODES = [
  'ftse', 'idx30', 'idxbumn20', 'idxesgl', 'idxg30', 'idxhidiv20', 'idxq30', 'idxv30', 'ihsg', 'jii70',
  'kompas100', 'lq45', 'sminfra18', 'srikehati', 'sti', 'economic30', 'idxvesta28',
] as const // prettier-ignore
export type IndexCode = (typeof INDEX_CODES)[number]

export const isIndexCode = (text: string): text is IndexCode => (INDEX_CODES as readonly string[]).includes(text)

/** The first day of index history the real service keeps. */
export const INDEX_DAILY_EARLIEST = '2019-01-02'
/** The first day `/v2/idx-total/` accepts: an earlier `start` is a 400 ("must not be earlier than January 1, 2021"). */
export const IDX_TOTAL_EARLIEST = '2021-01-01'

/** The parameters both endpoints accept (the daily endpoints' `start` and `end`). */
export const INDEX_DAILY_PARAMETERS = ['start', 'end'] as const
export const indexDailyQuery = dailyQuery

/** One trading day of an index: `index_code` upper case (`LQ45`), `price` the index level (points, no currency). */
export const indexDailyRow = z.object({ index_code: z.string(), date: z.string(), price: z.number() })
export type IndexDailyRow = z.infer<typeof indexDailyRow>
export const indexDailyResponse = z.array(indexDailyRow)

/**
 * One trading day of the whole market: the sum of every listed company's market cap that day, in whole IDR. Not
 * checked as an integer: the sum (about 1e16) is past 2^53, where a JSON number is read only approximately.
 */
export const idxTotalRow = z.object({ date: z.string(), idx_total_market_cap: z.number() })
export type IdxTotalRow = z.infer<typeof idxTotalRow>
export const idxTotalResponse = z.array(idxTotalRow)

const windowQuery = (range?: { start: string; end: string }) =>
  range === undefined ? '' : `?start=${range.start}&end=${range.end}`

/** `/v2/index-daily/lq45/?start=2026-08-01&end=2026-10-29` (the default window when none is given). */
export const indexDailyPath = (code: IndexCode, range?: { start: string; end: string }): string =>
  `/v2/index-daily/${code}/${windowQuery(range)}`

/** `/v2/idx-total/?start=…&end=…` (the default window when none is given). */
export const idxTotalPath = (range?: { start: string; end: string }): string => `/v2/idx-total/${windowQuery(range)}`
