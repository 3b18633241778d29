import type { CorpusEntry } from './entry'
import { EN_CONCEPTS } from './en-concepts'
import { EN_LANGUAGE } from './en-language'
import { ID_CONCEPTS } from './id-concepts'
import { ID_LANGUAGE } from './id-language'

export type { CorpusEntry } from './entry'
export { judge } from './judge'
export type { Verdict } from './judge'

/** Every question of the corpus, English then Indonesian. */
export const CORPUS: readonly CorpusEntry[] = [...EN_CONCEPTS, ...EN_LANGUAGE, ...ID_CONCEPTS, ...ID_LANGUAGE]
