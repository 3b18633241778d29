import type { WhereText } from '../../../shared/where/messages'

/**
 * Why the builder cannot show a filter, as data: each completes "the builder cannot show …" in the language shown
 * (`builder.reason.<code>`). `condition` is the filter's own text, quoted.
 */
export type BuilderReason =
  | { code: 'nestedTooDeep'; max: number }
  | { code: 'emptyText'; condition: string }
  | { code: 'notInFrontOfGroup' }
  | { code: 'notInFront'; condition: string }
  | { code: 'arithmeticOnLeft'; condition: string }
  | { code: 'comparesTwoValues'; condition: string }
  | { code: 'valueOnLeft'; condition: string }
  | { code: 'filterError'; error: WhereText }
  | { code: 'orderError'; error: WhereText }

/** What a row of the builder still lacks (`builder.missing.<code>`). */
export type RowMissing =
  | {
      code:
        | 'chooseField'
        | 'addValue'
        | 'enterPattern'
        | 'enterNumber'
        | 'enterValue'
        | 'chooseCompareField'
        | 'enterExpression'
    }
  | { code: 'invalidExpression'; error: WhereText }

/** Why a draft cannot become text yet (`builder.issue.<code>`); numbers are the rows' numbers as shown. */
export type DraftProblem =
  | { code: 'emptyGroup'; group: number }
  | { code: 'condition'; condition: number; missing: RowMissing }
  | { code: 'sortKey'; key: number; missing: RowMissing }
  | { code: 'noSortKey' }
  | { code: 'sortBy'; error: WhereText }
  /** the complete draft's filter, checked as the service will check it */
  | { code: 'where'; error: WhereText }
