import { z } from 'zod/mini'

/**
 * The three error shapes of the real service. A client has to understand all of them:
 * - screener validation: `{"error": "INVALID_LIMIT", "message": "..."}` (plus `position` for a bad where/order_by),
 * - endpoint errors: `{"error": "Given stock symbol does not exist."}`,
 * - middleware (authentication): `{"detail": "...", "code": "..."}`.
 */
export const screenerErrorBody = z.object({
  error: z.string(),
  message: z.string(),
  /** 0-based offset into the parameter named by `parameter` */
  position: z.optional(z.number().check(z.int())),
  /** which parameter the error is about (`where`, `order_by`, `q`, `limit`, ...) */
  parameter: z.optional(z.string()),
  /** for NON_TRANSLATABLE_QUERY: the question as received */
  natural_query: z.optional(z.string()),
  /** for NON_TRANSLATABLE_QUERY: up to three complete questions built from what was understood, that translate */
  suggestions: z.optional(z.array(z.string())),
})
export type ScreenerErrorBody = z.infer<typeof screenerErrorBody>

export const endpointErrorBody = z.object({ error: z.string() })
export type EndpointErrorBody = z.infer<typeof endpointErrorBody>

export const authErrorBody = z.object({ detail: z.string(), code: z.string() })
export type AuthErrorBody = z.infer<typeof authErrorBody>

/** Screener error codes, as the real service names them. */
export type ScreenerErrorCode =
  | 'INVALID_WHERE_CLAUSE'
  | 'TYPE_MISMATCH'
  | 'UNSUPPORTED_OPERATOR'
  | 'INVALID_DATE_FORMAT'
  | 'UNSUPPORTED_ORDER_BY'
  | 'QUARTERLY_NOT_SUPPORTED'
  | 'INVALID_LIMIT'
  | 'INVALID_OFFSET'
  | 'INVALID_PARAMETER'
  | 'UNSUPPORTED_PARAMETERS'
  | 'NON_TRANSLATABLE_QUERY'
