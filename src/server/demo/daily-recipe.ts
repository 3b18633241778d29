import { dailySeries, type DailySeries } from './daily-series'
import { simulateIdxPath, type IdxPathInputs } from './idx-market'
import type { DailyPath } from './price-path'
import { rngFor } from './random'
import { simulateSgxPath, type SgxPathInputs } from './sgx-market'

/**
 * What a company's last 52 weeks of closes and volumes are drawn from: the inputs of its price path and its average
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

/** An IDX company's trading days, as generated with its snapshot. */
export function idxDailySeries(seed: number, recipe: IdxDailyRecipe): DailySeries {
  return idxDailySeriesOn(seed, recipe, simulateIdxPath(seed, recipe).path)
}

/** The same series on a path already drawn (the market build has every company's path in hand). */
export function idxDailySeriesOn(seed: number, recipe: IdxDailyRecipe, path: DailyPath): DailySeries {
  return dailySeries(rngFor(seed, 'idx-daily-volume', recipe.key), path, recipe.averageVolume)
}

/** An SGX company's trading days, as generated with its snapshot. */
export function sgxDailySeries(seed: number, recipe: SgxDailyRecipe): DailySeries {
  const { path } = simulateSgxPath(seed, recipe)
  return dailySeries(rngFor(seed, 'sgx-daily-volume', recipe.key), path, recipe.averageVolume)
}
