import { dailySeries, volumesFor, withOlderDays, type DailySeries } from './daily-series'
import { idxHistoryInputs } from '../idx/market'
import type { IdxDailyRecipe, SgxDailyRecipe } from '../model'
import { olderCloses } from './price-history'
import type { DailyPath } from './price-path'
import { rngFor } from '../core/random'
import { sgxHistoryInputs } from '../sgx/market'

/** The stream an IDX company's volumes are drawn from. */
const idxVolumeStream = (seed: number, recipe: IdxDailyRecipe) => rngFor(seed, 'idx-daily-volume', recipe.key)

/**
 * An IDX company's trading days since listing or in the last ten years, as generated with its snapshot: the closes
 * before the 52-week path (price-history.ts), then the path's.
 */
export function idxDailySeries(seed: number, recipe: IdxDailyRecipe): DailySeries {
  const history = idxHistoryInputs(seed, recipe)
  const recent = dailySeries(seed, idxVolumeStream(seed, recipe), history.path, recipe.averageVolume)
  return withOlderDays(seed, history, olderCloses(seed, history), recent, recipe.averageVolume)
}

/**
 * The volumes of that series' last 52 weeks, on the path already drawn (the market build has every company's path
 * in hand): the same numbers as the full series' end. `into` as volumesFor takes it.
 */
export function idxPathVolumes(seed: number, recipe: IdxDailyRecipe, path: DailyPath, into?: Float64Array) {
  return volumesFor(seed, idxVolumeStream(seed, recipe), path.closes, recipe.averageVolume, into)
}

/** An SGX company's trading days since listing or in the last ten years, as generated with its snapshot. */
export function sgxDailySeries(seed: number, recipe: SgxDailyRecipe): DailySeries {
  const history = sgxHistoryInputs(seed, recipe)
  const recent = dailySeries(seed, rngFor(seed, 'sgx-daily-volume', recipe.key), history.path, recipe.averageVolume)
  return withOlderDays(seed, history, olderCloses(seed, history), recent, recipe.averageVolume)
}
