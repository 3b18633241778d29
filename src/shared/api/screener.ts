import { z } from 'zod/mini'
import { integer } from './shape'
import { page } from './pagination'
import { booleanParam, integerParam } from './params'
import { SCREENER_DEFAULT_LIMIT, SCREENER_MAX_LIMIT } from './requests/screener'

export * from './requests/screener'

/** The parameters `/v2/companies/` and `/v2/sgx/companies/` accept; anything else is UNSUPPORTED_PARAMETERS. */
export const SCREENER_PARAMETERS = [
  'where',
  'q',
  'order_by',
  'desc',
  'limit',
  'offset',
  'include_query_values',
] as const

/**
 * The screener's query string once its simple parameters are checked. `where` and `order_by` stay text here:
 * their language is parsed by `shared/where`.
 */
export const screenerQuery = z.object({
  where: z.optional(z.string()),
  q: z.optional(z.string()),
  order_by: z.optional(z.string()),
  desc: z._default(booleanParam, false),
  limit: z._default(
    z.pipe(integerParam, z.number().check(z.minimum(1), z.maximum(SCREENER_MAX_LIMIT))),
    SCREENER_DEFAULT_LIMIT,
  ),
  offset: z._default(integerParam, 0),
  include_query_values: z._default(booleanParam, false),
})
export type ScreenerQuery = z.infer<typeof screenerQuery>

/**
 * A value in a row's `query_values`: numbers, text, dates (text), lists of text, or null. The real service can also
 * return lists of objects (shareholders), so anything JSON is accepted when reading.
 */
export const queryValue = z.union([
  z.number(),
  z.string(),
  z.boolean(),
  z.null(),
  z.array(z.unknown()),
  z.record(z.string(), z.unknown()),
])
export type QueryValue = z.infer<typeof queryValue>

export const screenerRow = z.object({
  symbol: z.string(),
  company_name: z.string(),
  /** present with include_query_values=true: every field named in where, then in order_by, by its literal token */
  query_values: z.optional(z.record(z.string(), queryValue)),
})
export type ScreenerRow = z.infer<typeof screenerRow>

export const llmTranslation = z.object({
  natural_query: z.string(),
  translated_params: z.object({
    where: z.nullable(z.string()),
    order_by: z.nullable(z.string()),
    limit: z.nullable(integer),
    offset: z.nullable(integer),
    include_query_values: z.optional(z.boolean()),
  }),
  message: z.nullable(z.string()),
})
export type LlmTranslation = z.infer<typeof llmTranslation>

/** The envelope-level `query_values` of the spec: the year the query is about and the market's country. */
export const envelopeQueryValues = z.object({ year: integer, country: z.string() })

export const screenerResponse = z.extend(page(screenerRow), {
  llm_translation: z.optional(llmTranslation),
  query_values: z.optional(envelopeQueryValues),
})
export type ScreenerResponse = z.infer<typeof screenerResponse>
