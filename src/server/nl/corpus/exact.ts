import type { Market } from '../../../shared/catalogue'
import type { CorpusEntry } from './entry'

/**
 * A corpus question whose parameters are asserted as text, `is not null` guards included (and, where given, the
 * exact message), not only by meaning: the rows that pin down the printer's canonical form and the wording.
 */
export type Case = CorpusEntry & { readonly exact: true }

/** A question the translator must refuse, with the exact message. */
export interface Refusal {
  readonly market: Market
  readonly question: string
  readonly message: string
}

interface Expected {
  readonly orderBy?: string | null
  readonly limit?: number
  readonly message?: string
}

/** Builders that keep the tables to one question per line or two: `orderBy` null and `limit` 50 by default. */
const builder =
  (market: Market) =>
  (question: string, where: string | null, expected: Expected = {}): Case => ({
    group: 'exact parameters',
    lang: 'en',
    exact: true,
    market,
    question,
    where,
    orderBy: expected.orderBy ?? null,
    limit: expected.limit ?? 50,
    ...(expected.message === undefined ? {} : { message: expected.message }),
  })

export const idx = builder('idx')
export const sgx = builder('sgx')

/** A ranking: `-market_cap` and its limit. */
export const ranked = (orderBy: string, limit: number, message?: string): Expected => ({
  orderBy,
  limit,
  ...(message === undefined ? {} : { message }),
})

/**
 * A ranking among the companies `filter` keeps (null: all of them) on the field `orderBy` names, which the response
 * guards with `is not null`: the translator's rule for a ranked field, spelled here once instead of in every case.
 */
const rankingBuilder =
  (market: Market) =>
  (question: string, filter: string | null, orderBy: string, limit: number, message?: string): Case => {
    const guard = `${orderBy.replace(/^-/u, '')} is not null`
    return builder(market)(
      question,
      filter === null ? guard : `${filter} and ${guard}`,
      ranked(orderBy, limit, message),
    )
  }

export const idxRanking = rankingBuilder('idx')
export const sgxRanking = rankingBuilder('sgx')

export const IDX_EXAMPLES =
  "Try for example: 'top 10 banks by market cap' or 'dividend payers in LQ45 with P/E below 15'."
export const SGX_EXAMPLES = "Try for example: 'top 10 banks by market cap' or 'REITs with dividend yield above 6%'."
