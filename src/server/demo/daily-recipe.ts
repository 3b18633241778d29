import { dailySeries, type DailySeries } from './daily-series'
import { simulateIdxPath } from './idx-market'
import type { IdxDailyRecipe, SgxDailyRecipe } from './model'
import { rngFor } from './random'
import { simulateSgxPath } from './sgx-market'

/** An IDX company's trading days, as generated with its snapshot. */
export function idxDailySeries(seed: number, recipe: IdxDailyRecipe): DailySeries {
  const { path } = simulateIdxPath(seed, recipe)
  return dailySeries(rngFor(seed, 'idx-daily-volume', recipe.key), path, recipe.averageVolume)
}

/** An SGX company's trading days, as generated with its snapshot. */
export function sgxDailySeries(seed: number, recipe: SgxDailyRecipe): DailySeries {
  const { path } = simulateSgxPath(seed, recipe)
  return dailySeries(rngFor(seed, 'sgx-daily-volume', recipe.key), path, recipe.averageVolume)
}
