import type { CorpusEntry } from '../entry'
import { HELD_OUT_EN } from './en'
import { HELD_OUT_ID } from './id'
import { SECOND_BATCH_EN } from './second-batch-en'
import { SECOND_BATCH_ID } from './second-batch-id'

/**
 * The held-out split: questions written before the translator was changed for them and never used to tune it, so
 * its accuracy estimates how the translator does on questions nobody has tried yet.
 */
export const HELD_OUT: readonly CorpusEntry[] = [...HELD_OUT_EN, ...HELD_OUT_ID]

/**
 * The second batch, written while the first batch's misses were being fixed and kept from whoever fixed them: the
 * figure to trust for that round. Once a change is tuned on its misses, a new batch takes its place as the measure.
 */
export const HELD_OUT_SECOND: readonly CorpusEntry[] = [...SECOND_BATCH_EN, ...SECOND_BATCH_ID]
