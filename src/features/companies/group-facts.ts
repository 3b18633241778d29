import type { ScreenerRow } from '../../shared/api/screener'
import { median } from '../../lib/statistics'

/** Facts about a whole group, from the screener (the v1 list carries one metric only). */
export interface GroupFacts {
  readonly count: number
  /** sum over the companies with a market cap; `marketCapReported` of `count` have one */
  readonly totalMarketCap: number
  readonly marketCapReported: number
  /** median of the P/E (TTM) of the companies with earnings: a loss has no meaningful P/E */
  readonly medianPe: number | null
  readonly peReported: number
  readonly medianYield: number | null
  readonly yieldReported: number
}

/** The screener fields the facts read, named in `order_by` so that each row carries them in `query_values`. */
export const FACT_FIELDS = ['market_cap', 'pe_ttm', 'yield_ttm'] as const

const numbersOf = (rows: readonly ScreenerRow[], name: (typeof FACT_FIELDS)[number]) =>
  rows.map((row) => row.query_values?.[name]).filter((value): value is number => typeof value === 'number')

/** The facts of a group from all its screener rows (each with the FACT_FIELDS in its query_values). */
export function groupFacts(rows: readonly ScreenerRow[]): GroupFacts {
  const marketCaps = numbersOf(rows, 'market_cap')
  const earningRatios = numbersOf(rows, 'pe_ttm').filter((pe) => pe > 0)
  const yields = numbersOf(rows, 'yield_ttm')
  return {
    count: rows.length,
    totalMarketCap: marketCaps.reduce((sum, value) => sum + value, 0),
    marketCapReported: marketCaps.length,
    medianPe: median(earningRatios),
    peReported: earningRatios.length,
    medianYield: median(yields),
    yieldReported: yields.length,
  }
}
