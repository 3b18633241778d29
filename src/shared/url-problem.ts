/**
 * Why a link's parameter cannot be used, as data: the dashboard writes the sentence in the language shown
 * (src/components/link-problems.tsx), so nothing here is English text. `text` is always the link's own text.
 */

/** What a parameter is, as the sentence names it ("the page size "0" in this link…"). */
export type UrlSubject =
  | 'areaType'
  | 'commodity'
  | 'financialsPeriod'
  | 'index'
  | 'logScale'
  | 'indexRange'
  | 'market'
  | 'minimumMarketCap'
  | 'minimumParticipants'
  | 'mostTradedPeriod'
  | 'mostTradedRanking'
  | 'movingAverages'
  | 'order'
  | 'page'
  | 'pageSize'
  | 'peerMetric'
  | 'period'
  | 'priceComparison'
  | 'priceRange'
  | 'province'
  | 'qualified'
  | 'sector'
  | 'sgxRanking'
  | 'status'

export type UrlProblemReason =
  /** a whole number outside [min, max] (or no whole number at all) */
  | { code: 'notInRange'; subject: UrlSubject; text: string; min: number; max: number }
  /** a page number below 1 */
  | { code: 'pageStartsAtOne'; text: string }
  | { code: 'notTrueOrFalse'; subject: UrlSubject; text: string }
  /** none of a fixed list; `values` are the list's URL values, of which a few are named */
  | { code: 'unknownValue'; subject: UrlSubject; text: string; values: readonly string[] }
  /** none of a documented list that is named in full (the auction list's provinces, commodities…) */
  | { code: 'notListed'; subject: UrlSubject; text: string; values: readonly string[] }
  | { code: 'unknownMarket'; text: string }
  | { code: 'negativeOffset'; text: string }
  | { code: 'columnNotFieldName'; text: string }
  | { code: 'columnNotOffered'; text: string; market: 'idx' | 'sgx' }
  /** a sort the page cannot read (`-market_cap` is read, `market cap` is not) */
  | { code: 'unreadableSort'; text: string }
  /** a sort key the page does not offer; `values` are the offered keys, named by the page */
  | { code: 'unknownSort'; text: string; values: readonly string[] }
  | { code: 'qualifiedWithoutParticipant' }
  /** valid on its own, but not for the link's market (a period SGX's fields give and IDX's do not) */
  | { code: 'notForMarket'; subject: UrlSubject; text: string; market: 'idx' | 'sgx'; values: readonly string[] }
  /** an index filter on SGX: index membership is known for IDX companies only */
  | { code: 'indexNotForSgx'; text: string }
