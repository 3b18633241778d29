import { z } from 'zod/mini'
import { integer } from './shape'
import type { WhereErrorCode } from '../where/errors'

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
  position: z.optional(integer),
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

/** Screener error codes, as the real service names them: the where language's own, then the other parameters'. */
export type ScreenerErrorCode =
  | WhereErrorCode
  | 'INVALID_LIMIT'
  | 'INVALID_OFFSET'
  | 'INVALID_PARAMETER'
  | 'UNSUPPORTED_PARAMETERS'
  | 'NON_TRANSLATABLE_QUERY'

/*
 * The one builder of each shape. The embedded routes (through ApiProblem), the server's middleware and the live
 * gateway all build their error bodies here, so a shape is written once.
 */

/** Screener validation: `{"error": CODE, "message": ...}` with optional position and parameter. */
export const screenerError = (
  code: string,
  message: string,
  extra: Omit<ScreenerErrorBody, 'error' | 'message'> = {},
): ScreenerErrorBody => ({ error: code, message, ...extra })

/** Endpoint errors: `{"error": "sentence"}`. */
export const endpointError = (sentence: string): EndpointErrorBody => ({ error: sentence })

/** Middleware errors (authentication): `{"detail": ..., "code": ...}`. */
export const authError = (detail: string, code: string): AuthErrorBody => ({ detail, code })

/** The screeners (keyed, or under the dashboard's `/api`): their errors are `{"error": CODE, "message": ...}`. */
const SCREENER_PATH = /^(\/api)?\/v2\/(sgx\/)?companies\/?$/

/**
 * An error body in the shape the endpoint at `path` uses for its own errors (NOTES §8): the screeners answer
 * `{"error": CODE, "message"}`, every other endpoint `{"error": "sentence"}`. For answers that no handler wrote
 * (overload, rate limits, upstream faults, refusals), so that a client parses them as it parses that endpoint's
 * other errors.
 */
export function errorBodyFor(path: string, code: string, sentence: string): ScreenerErrorBody | EndpointErrorBody {
  return SCREENER_PATH.test(path) ? screenerError(code, sentence) : endpointError(sentence)
}

/** The body of an answer to a path that names nothing. */
export const NOT_FOUND_BODY = endpointError('Not found.')
