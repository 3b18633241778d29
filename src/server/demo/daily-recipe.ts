import { dailySeries, withOlderDays, type DailySeries } from './daily-series'
import { idxHistoryInputs, type IdxPathInputs } from './idx-market'
import { olderCloses } from './price-history'
import { rngFor } from './random'
import { sgxHistoryInputs, type SgxPathInputs } from './sgx-market'

/**
 * What a company's closes and volumes (ten years, or since listing) are drawn from: the inputs of its price path and its average
 * daily volume. The market stores this, a few numbers a company, and the daily endpoints draw the series again on
 * request from the same random streams, so they are the very path behind the snapshot's close and extremes. At scale
 * 100 the stored series were a fifth of the market file (2.3 → 1.8 GB) and 13 s of a 65 s cold start (→ 51.5 s).
 */
export interface IdxDailyRecipe extends IdxPathInputs {
  /** shares a day, the turnover the snapshot implies */
  readonly averageVolume: number
}

export interface SgxDailyRecipe extends SgxPathInputs {
  /** shares a day, the snapshot's volume */
  readonly averageVolume: number
}

/**
 * An IDX company's trading days since listing or in the last ten years, as generated with its snapshot: the closes
 * before the 52-week path (price-history.ts), then the path's.
 */
export function idxDailySeries(seed: number, recipe: IdxDailyRecipe): DailySeries {
  const history = idxHistoryInputs(seed, recipe)
  const recent = dailySeries(rngFor(seed, 'idx-daily-volume', recipe.key), history.path, recipe.averageVolume)
  return withOlderDays(seed, history, olderCloses(seed, history), recent, recipe.averageVolume)
}

/** An SGX company's trading days since listing or in the last ten years, as generated with its snapshot. */
export function sgxDailySeries(seed: number, recipe: SgxDailyRecipe): DailySeries {
  const history = sgxHistoryInputs(seed, recipe)
  const recent = dailySeries(rngFor(seed, 'sgx-daily-volume', recipe.key), history.path, recipe.averageVolume)
  return withOlderDays(seed, history, olderCloses(seed, history), recent, recipe.averageVolume)
}
