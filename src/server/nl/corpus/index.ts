import type { CorpusEntry } from './entry'
import { EN_CONCEPTS } from './en-concepts'
import { EN_LANGUAGE } from './en-language'
import { ID_CONCEPTS } from './id-concepts'
import { ID_LANGUAGE } from './id-language'
import { CLASS_CASES } from './exact-classes'
import { FILTER_CASES } from './exact-filters'
import { RANKING_CASES } from './exact-ranking'
import { TUNING } from './tuning'
import { TUNING_EVERYDAY } from './tuning-everyday'
import { TUNING_TRADES_AND_COURTESY } from './tuning-trades-and-courtesy'
import { TUNING_INDONESIAN } from './tuning-indonesian'
import { TUNING_WRAPPERS } from './tuning-wrappers'
import { TUNING_ENGLISH_MOVES } from './tuning-english-moves'
import { TUNING_ENGLISH_PARTICLES } from './tuning-english-particles'
import { TUNING_PRICE_SLANG } from './tuning-price-slang'
import { TUNING_ENGLISH_REQUESTS } from './tuning-english-requests'
import { TUNING_INDONESIAN_REQUESTS } from './tuning-indonesian-requests'
import { TUNING_CLASS_SPECIFICITY } from './tuning-class-specificity'
import { TUNING_CLASS_QUALIFIERS } from './tuning-class-qualifiers'

export type { CorpusEntry } from './entry'
export { judge } from './judge'
export { HELD_OUT, HELD_OUT_BATCHES } from './held-out'
export type { Verdict } from './judge'

/** The questions whose parameters (and some messages) are asserted word for word. */
export const EXACT_CASES = [...RANKING_CASES, ...FILTER_CASES, ...CLASS_CASES]

/** Every question of the corpus, English then Indonesian, then the exact ones: one table, judged by meaning. */
export const CORPUS: readonly CorpusEntry[] = [
  ...EN_CONCEPTS,
  ...EN_LANGUAGE,
  ...ID_CONCEPTS,
  ...ID_LANGUAGE,
  ...EXACT_CASES,
  ...TUNING,
  ...TUNING_EVERYDAY,
  ...TUNING_TRADES_AND_COURTESY,
  ...TUNING_INDONESIAN,
  ...TUNING_WRAPPERS,
  ...TUNING_ENGLISH_MOVES,
  ...TUNING_ENGLISH_PARTICLES,
  ...TUNING_PRICE_SLANG,
  ...TUNING_ENGLISH_REQUESTS,
  ...TUNING_INDONESIAN_REQUESTS,
  ...TUNING_CLASS_SPECIFICITY,
  ...TUNING_CLASS_QUALIFIERS,
]
export type { Case, Refusal } from './exact'
export { IDX_EXAMPLES, SGX_EXAMPLES } from './exact'
export { REFUSALS } from './refusals'
