import type { Market } from '../../../shared/catalogue'

/**
 * One question of the corpus with the meaning a person asking it intends: the conditions the `where` must hold
 * (each a conjunct; the translator may add `x is not null` guards), the `order_by`, and the limit.
 */
export interface CorpusEntry {
  readonly group: string
  readonly lang: 'en' | 'id'
  readonly market: Market
  readonly question: string
  /** a `where` text whose top-level conjuncts must all appear in the answer's; null: no condition at all */
  readonly where: string | null
  readonly orderBy: string | null
  readonly limit: number
}

interface Options {
  readonly market?: Market
  readonly limit?: number
}

/**
 * Rows of one group and language, one question a line: `q(question, where, orderBy, options)`. The limit is 10
 * for a ranking (a ranking word without a number) and 50 without one, unless given.
 */
export function corpusGroup(group: string, lang: 'en' | 'id') {
  return (question: string, where: string | null, orderBy: string | null = null, options: Options = {}) => ({
    group,
    lang,
    market: options.market ?? 'idx',
    question,
    where,
    orderBy,
    limit: options.limit ?? (orderBy === null ? 50 : 10),
  })
}

export const SGX = { market: 'sgx' } as const
export const all = (limit: number, market: Market = 'idx'): Options => ({ limit, market })
