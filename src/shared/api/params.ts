import { z } from 'zod/mini'

/**
 * Query-string booleans as Django REST framework reads them: true/false, 1/0, yes/no, any case. Real clients send
 * `include_query_values=true`, `desc=True` (Python) and `1`, so all of these are accepted.
 */
export const booleanParam = z.pipe(
  z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.enum(['true', 'false', '1', '0', 'yes', 'no'])),
  z.transform((value) => value === 'true' || value === '1' || value === 'yes'),
)

/** A non-negative integer written in decimal digits only (no sign, exponent or fraction). */
export const integerParam = z.pipe(
  z.string().check(z.trim(), z.regex(/^\d{1,9}$/)),
  z.transform((digits) => Number(digits)),
)
