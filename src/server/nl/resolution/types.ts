import type { Condition, OrderKey } from '../../../shared/where'

/**
 * The resolution stage's result, what the writing stage writes the `where`/`order_by` text and the message from: conditions as
 * syntax trees, each with the words that explain it.
 */

/** Where a part goes in the message: after the subject, in this order. */
export type PartKind = 'class' | 'index' | 'board' | 'listed' | 'excluding' | 'with' | 'that'

export interface Part {
  readonly kind: PartKind
  /** all must hold */
  readonly conditions: readonly Condition[]
  /** `in LQ45`, `P/E (TTM) below 15`, `paid dividends in the last twelve months` */
  readonly text: string
}

export interface Ranking {
  readonly key: OrderKey
  /** what the ranked value needs to be meaningful: `market_cap is not null`, `pe_ttm > 0` */
  readonly guards: readonly Condition[]
  /** `ranked by market cap, largest first` */
  readonly text: string
  /** a ranking word was used ("top", "highest"): ten results unless a number is given */
  readonly superlative: boolean
}

export interface Model {
  /** `Banks`, `Companies in Coal or Metals & Minerals`, `Companies` */
  readonly subject: string
  /** in the order their conditions appear in `where` */
  readonly parts: readonly Part[]
  readonly ranking: Ranking | null
  readonly limit: number
  /** `top 5`, `first 20`, or empty for the screener's default */
  readonly limitText: string
  readonly notes: readonly string[]
}
