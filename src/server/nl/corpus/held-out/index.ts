import type { CorpusEntry } from '../entry'
import { HELD_OUT_EN } from './en'
import { HELD_OUT_ID } from './id'

/**
 * The held-out split: questions written before the translator was changed for them and never used to tune it, so
 * its accuracy estimates how the translator does on questions nobody has tried yet.
 */
export const HELD_OUT: readonly CorpusEntry[] = [...HELD_OUT_EN, ...HELD_OUT_ID]
