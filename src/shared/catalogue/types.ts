/**
 * The screener field catalogue: what a `where`/`order_by` may name, for each market.
 *
 * The catalogue is data, shared by the server (validation, SQL column whitelist, query_values) and the dashboard
 * (field pickers, column units and formatting, live validation). It knows nothing about SQL.
 */

export type Market = 'idx' | 'sgx'

/** How a field's values behave in the language: what operators and literals it accepts. */
export type FieldType = 'number' | 'string' | 'date' | 'string_list'

/**
 * How a value is to be read and shown. `percent` values are decimals (0.045 is 4.5 %); `ratio` values are
 * multiples (12.4 is 12.4×); money is in the market's currency (`IDR` or `SGD`), per share where the label says so.
 */
export type FieldUnit = 'IDR' | 'SGD' | 'ratio' | 'percent' | 'count' | 'rank' | 'score' | 'date' | 'text'

/** Groups order the field pickers and tell related fields apart. */
export const FIELD_GROUPS = [
  ...['identity', 'classification', 'size', 'price', 'valuation', 'dividend', 'profitability', 'growth'],
  ...['income', 'balance', 'cash_flow', 'banking', 'insurance', 'forecast', 'ownership', 'other'],
] as const
export type FieldGroup = (typeof FIELD_GROUPS)[number]

/** What a field is and how the language treats it, without its name and description in words. */
export interface FieldSpec {
  readonly name: string
  readonly type: FieldType
  readonly unit: FieldUnit
  /** Yearly fields must be written with a fiscal year: `revenue[2024]`. */
  readonly yearly: boolean
  /** Quarterly fields (`revenue_q`) must be written with a quarter: `revenue_q[Q1-2024]`. Never also yearly. */
  readonly quarterly?: true
  /**
   * A member of the objects of a JSON list (`major_shareholders_share_percentage` is `share_percentage` of each
   * element of `major_shareholders`): a condition on it holds when any element satisfies it.
   */
  readonly member?: ListMember
  readonly group: FieldGroup
  /**
   * Classification fields (sector, sub_sector, industry, sub_industry) are stored as display names but match
   * either their display name or their kebab-case slug, case-insensitively.
   */
  readonly matchesSlug?: boolean
}

/**
 * A field with its English name and description (the API's, the OpenAPI document's and the NL translator's). The
 * text lives in the `fields` message catalogue (src/shared/catalogue/fields/messages/en.json), its one source.
 */
export interface FieldDef extends FieldSpec {
  readonly label: string
  readonly description: string
}

/** The JSON lists of objects a company has (IDX only). */
export type ObjectListName = 'key_executives' | 'executives_shareholdings' | 'major_shareholders'

export interface ListMember {
  readonly list: ObjectListName
  /** the key inside each element, e.g. `share_percentage` */
  readonly key: string
}

/** A market's fields and rules: `Catalogue` (the default) carries the English text, `Catalogue<FieldSpec>` none. */
export interface Catalogue<F extends FieldSpec = FieldDef> {
  readonly market: Market
  readonly currency: 'IDR' | 'SGD'
  readonly fields: readonly F[]
  /** First fiscal year with yearly data. */
  readonly firstYear: number
  /** The latest complete fiscal year: what "latest" and unqualified yearly questions refer to. */
  readonly latestYear: number
  /** Whether the market has quarterly fields at all (SGX does not: `QUARTERLY_NOT_SUPPORTED`). */
  readonly hasQuarters: boolean
  /** Looks a field up by its lower-case name. */
  readonly field: (name: string) => F | undefined
}
