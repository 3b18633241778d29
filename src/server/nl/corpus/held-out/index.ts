import type { CorpusEntry } from '../entry'
import { HELD_OUT_EN } from './en'
import { HELD_OUT_ID } from './id'
import { SECOND_BATCH_EN } from './second-batch-en'
import { SECOND_BATCH_ID } from './second-batch-id'
import { THIRD_BATCH_EN } from './third-batch-en'
import { THIRD_BATCH_ID } from './third-batch-id'
import { FOURTH_BATCH_EN } from './fourth-batch-en'
import { FOURTH_BATCH_ID } from './fourth-batch-id'
import { FIFTH_BATCH_EN } from './fifth-batch-en'
import { FIFTH_BATCH_ID } from './fifth-batch-id'
import { SIXTH_BATCH_EN } from './sixth-batch-en'
import { SIXTH_BATCH_ID } from './sixth-batch-id'
import { SEVENTH_BATCH_EN } from './seventh-batch-en'
import { SEVENTH_BATCH_ID } from './seventh-batch-id'
import { EIGHTH_BATCH_EN } from './eighth-batch-en'
import { EIGHTH_BATCH_ID } from './eighth-batch-id'
import { NINTH_BATCH_EN } from './ninth-batch-en'
import { NINTH_BATCH_ID } from './ninth-batch-id'
import { TENTH_BATCH_EN } from './tenth-batch-en'
import { TENTH_BATCH_ID } from './tenth-batch-id'

/**
 * The held-out split: questions written before the translator was changed for them and never used to tune it, so
 * its accuracy estimates how the translator does on questions nobody has tried yet.
 */
export const HELD_OUT: readonly CorpusEntry[] = [...HELD_OUT_EN, ...HELD_OUT_ID]

/**
 * Later batches, each written before the change it measures and kept from whoever made it. Once a change is tuned
 * on a batch's misses, the next batch takes its place as the figure to trust.
 */
export const HELD_OUT_BATCHES: readonly (readonly CorpusEntry[])[] = [
  // written by a person while the translator was being changed for issue 47, never shown to whoever changed it,
  // and measured once on the result (the first batch's misses had been seen)
  [...SECOND_BATCH_EN, ...SECOND_BATCH_ID],
  // the third and fourth: written after the fixes that followed the batch before, measured once on them
  [...THIRD_BATCH_EN, ...THIRD_BATCH_ID],
  [...FOURTH_BATCH_EN, ...FOURTH_BATCH_ID],
  // written blind (by someone who never read the translator) after the fourth batch's fixes, on other sectors,
  // metrics and periods; measured once before any change for its misses
  [...FIFTH_BATCH_EN, ...FIFTH_BATCH_ID],
  // written blind by a second writer at the same time as the fifth (three personas: a phone investor writing
  // informal Indonesian, an analyst's long multi-condition questions, a newcomer's chatty sentences), kept from
  // whoever fixed the fifth's misses, and measured once on those fixes
  [...SIXTH_BATCH_EN, ...SIXTH_BATCH_ID],
  // written blind by a third writer (an Indonesian retail investor on a phone, a portfolio manager, a journalist,
  // someone writing in symbols) while batch 6's misses were fixed, kept from whoever fixed them, measured once after
  [...SEVENTH_BATCH_EN, ...SEVENTH_BATCH_ID],
  // written blind by a fourth writer while batch 7's misses were fixed, kept from whoever fixed them, measured once
  // after
  [...EIGHTH_BATCH_EN, ...EIGHTH_BATCH_ID],
  // written blind by a fifth writer (more English, with chatty lead-ins) while batch 8's misses were fixed, kept
  // from whoever fixed them, measured once after
  [...NINTH_BATCH_EN, ...NINTH_BATCH_ID],
  // written blind by a sixth writer (an analyst's terse screens, a student's polite thesis questions, an
  // Indonesian grandparent on WhatsApp, a trader's symbols) while batch 9's misses were fixed, kept from whoever fixed
  // them, measured once after: the figure to trust until the next change
  [...TENTH_BATCH_EN, ...TENTH_BATCH_ID],
]
