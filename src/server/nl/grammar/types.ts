import type { CompareOp } from '../../../shared/where'
import type { Amount } from '../tokens/amounts'
import type { ListingRelation, PresetName, RankWord, StateName, Trend } from '../recognition/types'
import type { ClassTarget } from '../vocabulary/taxonomy'
import type { Metric } from '../vocabulary/metrics'

/**
 * The grammar stage's result: what the question asks for, in the question's own terms (metrics, amounts, years as written),
 * before the resolution stage picks the catalogue fields of the market and writes conditions.
 */

/** A fiscal year the question mentions. */
export interface YearMention {
  readonly year: number
  /** how it was written, for notes: `2023`, `last year` */
  readonly raw: string
  readonly relative: 'last' | 'this' | null
  /**
   * written between a metric and its condition ("revenue 2025 > 50T"): that metric's year alone, never lent to
   * the other metrics of the question the way a year said for the whole question is
   */
  readonly own?: true
}

/** A metric as the subject of a condition or a ranking, with the year written next to it, if any. */
export interface Subject {
  readonly metric: Metric
  /** `revenue growth`, `growing earnings`, `declining revenue`: the subject is the change over a year */
  readonly trend: Trend | null
  /** mutable: a year written after a condition's value still belongs to its subject */
  year: YearMention | null
}

export type Comparison =
  | { readonly kind: 'compare'; readonly op: CompareOp; readonly amount: Amount }
  | { readonly kind: 'between'; readonly low: Amount; readonly high: Amount }

export type DraftFilter =
  | { readonly kind: 'compare'; readonly subject: Subject; readonly comparison: Comparison }
  /** `growing earnings`: this year's value against last year's, without a threshold */
  | { readonly kind: 'trend'; readonly subject: Subject }
  | { readonly kind: 'state'; readonly state: StateName; readonly year: YearMention | null }
  | { readonly kind: 'preset'; readonly preset: PresetName; readonly year: YearMention | null }

/** One ranking word as written, with the metric written right after it ("highest ROE"), if any. */
export interface RankMention {
  readonly word: RankWord
  readonly raw: string
  /** `top growing`, `fastest growing`: ranks by the change of the metric given elsewhere ("by revenue") */
  readonly trend: Trend | null
  subject: Subject | null
}

export interface Listing {
  readonly relation: ListingRelation
  readonly from: number
  /** the second year of `between`, else `from` again */
  readonly to: number
}

export interface Draft {
  /**
   * every class phrase named, in order, each with its nodes (a "miner" is metal and coal miners); the union of them
   * is meant, narrowed where one phrase lies inside another
   */
  readonly classes: (readonly ClassTarget[])[]
  /** each entry one `excluding ...` */
  readonly exclusions: ClassTarget[][]
  readonly indices: string[]
  /** `in both LQ45 and IDX30`: every index, not any */
  allIndices: boolean
  readonly boards: string[]
  listing: Listing | null
  /** each entry is a group of alternatives joined by "or"; the groups all apply */
  readonly filters: DraftFilter[][]
  readonly ranks: RankMention[]
  /** `by revenue`, `sorted by P/E`: the metric and the direction the word implies */
  readonly sorts: { readonly subject: Subject; readonly descending: boolean }[]
  /** `descending`, `lowest first` */
  readonly directions: { readonly descending: boolean; readonly quality?: 'best' | 'worst'; readonly raw: string }[]
  count: Amount | null
  /** "sort/urutin … PER terendah": a sort asked for, whose ranking word orders every row, not a top ten */
  sortAsked: boolean
  /** every fiscal year mentioned, bound to a subject or not */
  readonly years: YearMention[]
}

export function emptyDraft(): Draft {
  return {
    classes: [],
    exclusions: [],
    indices: [],
    allIndices: false,
    boards: [],
    listing: null,
    filters: [],
    ranks: [],
    sorts: [],
    directions: [],
    count: null,
    sortAsked: false,
    years: [],
  }
}
