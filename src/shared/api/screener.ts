import { z } from 'zod'
import { page } from './pagination'
import { booleanParam, integerParam } from './params'

/** Screener limits of the spec. */
export const SCREENER_DEFAULT_LIMIT = 50
export const SCREENER_MAX_LIMIT = 200

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
  where: z.string().optional(),
  q: z.string().optional(),
  order_by: z.string().optional(),
  desc: booleanParam.default(false),
  limit: integerParam.pipe(z.number().min(1).max(SCREENER_MAX_LIMIT)).default(SCREENER_DEFAULT_LIMIT),
  offset: integerParam.default(0),
  include_query_values: booleanParam.default(false),
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
  query_values: z.record(z.string(), queryValue).optional(),
})
export type ScreenerRow = z.infer<typeof screenerRow>

export const llmTranslation = z.object({
  natural_query: z.string(),
  translated_params: z.object({
    where: z.string().nullable(),
    order_by: z.string().nullable(),
    limit: z.number().int().nullable(),
    offset: z.number().int().nullable(),
    include_query_values: z.boolean().optional(),
  }),
  message: z.string().nullable(),
})
export type LlmTranslation = z.infer<typeof llmTranslation>

/** The envelope-level `query_values` of the spec: the year the query is about and the market's country. */
export const envelopeQueryValues = z.object({ year: z.number().int(), country: z.string() })

export const screenerResponse = page(screenerRow).extend({
  llm_translation: llmTranslation.optional(),
  query_values: envelopeQueryValues.optional(),
})
export type ScreenerResponse = z.infer<typeof screenerResponse>
