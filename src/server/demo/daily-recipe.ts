import { dailySeries, withOlderDays, type DailySeries } from './daily-series'
import { idxHistoryInputs } from './idx-market'
import type { IdxDailyRecipe, SgxDailyRecipe } from './model'
import { olderCloses } from './price-history'
import type { DailyPath } from './price-path'
import { rngFor } from './random'
import { sgxHistoryInputs } from './sgx-market'

/**
 * An IDX company's trading days since listing or in the last ten years, as generated with its snapshot: the closes
 * before the 52-week path (price-history.ts), then the path's.
 */
export function idxDailySeries(seed: number, recipe: IdxDailyRecipe): DailySeries {
  const history = idxHistoryInputs(seed, recipe)
  return withOlderDays(
    seed,
    history,
    olderCloses(seed, history),
    idxDailySeriesOn(seed, recipe, history.path),
    recipe.averageVolume,
  )
}

/**
 * The last 52 weeks of that series, on the path already drawn (the market build has every company's path in hand):
 * the same days and numbers as the full series' end.
 */
export function idxDailySeriesOn(seed: number, recipe: IdxDailyRecipe, path: DailyPath): DailySeries {
  return dailySeries(rngFor(seed, 'idx-daily-volume', recipe.key), path, recipe.averageVolume)
}

/** An SGX company's trading days since listing or in the last ten years, as generated with its snapshot. */
export function sgxDailySeries(seed: number, recipe: SgxDailyRecipe): DailySeries {
  const history = sgxHistoryInputs(seed, recipe)
  const recent = dailySeries(rngFor(seed, 'sgx-daily-volume', recipe.key), history.path, recipe.averageVolume)
  return withOlderDays(seed, history, olderCloses(seed, history), recent, recipe.averageVolume)
}
