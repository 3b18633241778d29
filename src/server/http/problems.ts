import type { ContentfulStatusCode } from 'hono/utils/http-status'
import {
  authError,
  endpointError,
  screenerError,
  type AuthErrorBody,
  type EndpointErrorBody,
  type ScreenerErrorBody,
  type ScreenerErrorCode,
} from '../../shared/api/errors'

type ProblemBody = ScreenerErrorBody | EndpointErrorBody | AuthErrorBody

/**
 * An error a client caused (or is told about), with the exact status and body the real service would send.
 * Handlers throw these; one `onError` turns them into responses. Anything else thrown is a bug: a generic 500.
 * The bodies come from the one builder of each shape (shared/api/errors.ts).
 */
export class ApiProblem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ProblemBody,
  ) {
    super('error' in body ? body.error : body.detail)
    this.name = 'ApiProblem'
  }
}

/** Screener validation: `{"error": CODE, "message": ...}` with optional position and parameter. */
export function screenerProblem(
  code: ScreenerErrorCode,
  message: string,
  extra: Omit<ScreenerErrorBody, 'error' | 'message'> = {},
): ApiProblem {
  return new ApiProblem(400, screenerError(code, message, extra))
}

/** Endpoint errors: `{"error": "sentence"}`. */
export function endpointProblem(status: ContentfulStatusCode, sentence: string): ApiProblem {
  return new ApiProblem(status, endpointError(sentence))
}

/** Middleware errors (authentication): `{"detail": ..., "code": ...}`. */
export function authProblem(status: 401 | 403, detail: string, code: string): ApiProblem {
  return new ApiProblem(status, authError(detail, code))
}

export const INTERNAL_ERROR_BODY = endpointError('Internal server error.')
