import { z } from 'zod/mini'

/** A whole number: counts, ranks, years, offsets. */
export const integer = z.number().check(z.int())

/** An object schema of nullable numbers, one per key: the shape of most financial statement blocks. */
export function nullableNumbers<const K extends string>(keys: readonly K[]) {
  const shape = Object.fromEntries(keys.map((key) => [key, z.nullable(z.number())])) as {
    [P in K]: z.ZodMiniNullable<z.ZodMiniNumber<number>>
  }
  return z.object(shape)
}

/** `{"2024-09-23": 10950}`: a price keyed by the date it was seen, as the real `all_time_price` entries are. */
export const datedPrice = z.nullable(z.record(z.string(), z.number()))

export const ALL_TIME_PRICE_KEYS = [
  'ytd_low',
  '52_w_low',
  '90_d_low',
  'ytd_high',
  '52_w_high',
  '90_d_high',
  'all_time_low',
  'all_time_high',
] as const

export const allTimePrice = z.object(
  Object.fromEntries(ALL_TIME_PRICE_KEYS.map((key) => [key, datedPrice])) as {
    [P in (typeof ALL_TIME_PRICE_KEYS)[number]]: typeof datedPrice
  },
)

/** Dividends keyed by payment year (a string): `{"2024": {breakdown: [...], total_dividend, total_yield}}`. */
export const historicalDividends = z.record(
  z.string(),
  z.object({
    breakdown: z.array(z.object({ date: z.string(), total: z.number(), yield: z.nullable(z.number()) })),
    total_dividend: z.number(),
    total_yield: z.nullable(z.number()),
  }),
)

/**
 * A company report's response: the company's identity, then each section it has, present only when requested.
 * The IDX and SGX reports differ in their sections and in how they name the company, not in this shape.
 */
export function reportResponse<const I extends z.core.$ZodShape, const S extends z.core.$ZodShape>(
  identity: I,
  sections: S,
) {
  const optional = Object.fromEntries(Object.entries(sections).map(([name, schema]) => [name, z.optional(schema)]))
  return z.object({ ...identity, ...(optional as { [K in keyof S]: z.ZodMiniOptional<S[K]> }) })
}
