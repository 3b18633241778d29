import type { Market } from '../../../shared/catalogue'
import type { CompareOp } from '../../../shared/where'
import type { Amount } from '../tokens/amounts'
import type { ClassTarget } from '../vocabulary/taxonomy'
import type { Metric } from '../vocabulary/metrics'

/**
 * The recognition stage turns tokens into items: each item is one recognised phrase ("market cap", "at least",
 * "Rp 2 T", "LQ45", "top"). Items say what a phrase is, not yet what it applies to: that is the grammar stage's job.
 */

/** A ranking word: which way it sorts and which metric it means when the question names none. */
export interface RankWord {
  readonly descending: boolean
  /** the id of the metric it ranks by alone: `top`, `largest`: market cap; `cheapest`: P/E; `highest`: none */
  readonly defaultMetric: string | null
  /** `cheapest` and `most expensive` only look at positive values of the metric */
  readonly positiveOnly: boolean
  /** `fastest growing` ranks by growth */
  readonly growth: boolean
}

export type Trend = 'up' | 'down' | 'any'
export type StateName = 'profitable' | 'lossMaking' | 'dividendPayer' | 'noDividend'
/** A concept with a rule of its own ("small cap", "low debt", "near the 52-week high"): see resolution/presets.ts. */
export type PresetName =
  | 'smallCap'
  | 'midCap'
  | 'largeCap'
  | 'lowDebt'
  | 'highDebt'
  | 'debtFree'
  | 'cashOverDebt'
  | 'netCash'
  | 'highMargin'
  | 'thinMargin'
  | 'undervalued'
  | 'belowIntrinsicValue'
  | 'aboveIntrinsicValue'
  | 'near52wHigh'
  | 'near52wLow'
  | 'nearAllTimeHigh'
  | 'nearAllTimeLow'
  | 'stateOwned'
export type ListingRelation = 'after' | 'before' | 'in' | 'since' | 'between'

export type ItemBody =
  | { readonly kind: 'filler' }
  | { readonly kind: 'metric'; readonly metric: Metric }
  | { readonly kind: 'compare'; readonly op: CompareOp }
  /**
   * `10 or more`: a comparison written after its number. `chained` is how the same words read before a number:
   * "P/E below 10 or above 30".
   */
  | { readonly kind: 'postfix'; readonly op: '>=' | '<='; readonly chained: CompareOp | null }
  | { readonly kind: 'between' }
  /** `positive free cash flow`: a comparison with zero */
  | { readonly kind: 'sign'; readonly op: '>' | '<' }
  | { readonly kind: 'number'; readonly amount: Amount }
  /** `last year`, `this year`: a fiscal year already decided, with the note saying how */
  | { readonly kind: 'year'; readonly year: number; readonly relative: 'last' | 'this' }
  | { readonly kind: 'class'; readonly targets: readonly ClassTarget[] }
  | { readonly kind: 'exclude' }
  | { readonly kind: 'index'; readonly code: string }
  | { readonly kind: 'both' }
  | { readonly kind: 'rank'; readonly rank: RankWord }
  /** `by` and `ranked by` sort descending unless told otherwise; `sorted by` ascending */
  | { readonly kind: 'by'; readonly descending: boolean }
  /**
   * `descending`, `lowest first`; `best first` and `worst first` (`quality`) say which end of the metric is the
   * better one: the lowest risk score, the highest ROE
   */
  | { readonly kind: 'direction'; readonly descending: boolean; readonly quality?: 'best' | 'worst' }
  | { readonly kind: 'growth'; readonly trend: Trend }
  | { readonly kind: 'state'; readonly state: StateName }
  | { readonly kind: 'preset'; readonly preset: PresetName }
  /** `listed after`; a bare `listed` (`explicit: false`) only matters when a year follows it */
  | { readonly kind: 'listed'; readonly relation: ListingRelation; readonly explicit: boolean }
  | { readonly kind: 'board'; readonly board: string }
  | { readonly kind: 'market'; readonly market: Market }
  | { readonly kind: 'connector'; readonly word: 'and' | 'or' | 'to' }
  /** a phrase that is understood but has nothing to match on this market (ROE on SGX, REITs on IDX) */
  | { readonly kind: 'missing'; readonly explain: (raw: string) => string }

export type Item = ItemBody & {
  /** the words as typed, for messages */
  readonly raw: string
}

export type ItemKind = ItemBody['kind']
