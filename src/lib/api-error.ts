import type { AuthErrorBody, EndpointErrorBody, ScreenerErrorBody } from '../shared/api/errors'

/** What the person should learn about a failure, whatever shape the server sent it in. */
export interface ApiErrorDetails {
  /** for a bad where/order_by: the 0-based offset to underline */
  readonly position?: number
  /** which parameter the server blames (`where`, `order_by`, `q`, `limit`, ...) */
  readonly parameter?: string
  /** for a 429: the seconds the server asked to wait (its `Retry-After`) */
  readonly retryAfterSeconds?: number
  readonly cause?: unknown
}

/** `Retry-After` as seconds: a number of seconds, or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | undefined {
  if (header === null || header === undefined || header.trim() === '') return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds))
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}

/**
 * The one error type of the data layer. `status` 0 means the server could not be reached; `code` is the server's
 * code (`INVALID_WHERE_CLAUSE`, `invalid_api_key`, ...) or one of NETWORK, CONTRACT, NOT_FOUND, BAD_REQUEST, HTTP.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly position: number | undefined
  readonly parameter: string | undefined
  readonly retryAfterSeconds: number | undefined

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    details: ApiErrorDetails = {},
  ) {
    super(message, { cause: details.cause })
    this.position = details.position
    this.parameter = details.parameter
    this.retryAfterSeconds = details.retryAfterSeconds
  }

  /** A 4xx: the request was wrong; retrying it cannot help, and it belongs next to what caused it. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500
  }

  /**
   * Reads any of the service's three error shapes (see shared/api/errors.ts). A 429 keeps the wait its
   * `Retry-After` asked for, and says it when the server's words do not.
   */
  static from(status: number, body: unknown, retryAfter?: string | null): ApiError {
    const error = ApiError.fromBody(status, body)
    const wait = status === 429 ? retryAfterSeconds(retryAfter) : undefined
    if (wait === undefined) return error
    const said = /try again|until|retry/i.test(error.message)
    const message = said ? error.message : `${error.message} Try again in ${String(wait)} s.`
    return new ApiError(status, error.code, message, { retryAfterSeconds: wait, cause: error.cause })
  }

  private static fromBody(status: number, body: unknown): ApiError {
    if (isScreenerError(body))
      return new ApiError(status, body.error, body.message, {
        ...(body.position !== undefined && { position: body.position }),
        ...(body.parameter !== undefined && { parameter: body.parameter }),
      })
    if (isEndpointError(body)) return new ApiError(status, codeForStatus(status), body.error)
    if (isAuthError(body)) return new ApiError(status, body.code, body.detail)
    return new ApiError(status, 'HTTP', `The server answered with status ${status}.`)
  }
}

/*
 * The three error shapes of shared/api/errors.ts, recognised as their schemas there recognise them (a field that is
 * there has its type), without bringing the validation library into the browser for three small objects.
 */
type Fields = Partial<Record<string, unknown>>
const isFields = (body: unknown): body is Fields => typeof body === 'object' && body !== null && !Array.isArray(body)
const isText = (value: unknown): value is string => typeof value === 'string'
const absentOr = (value: unknown, is: (value: unknown) => boolean) => value === undefined || is(value)

function isScreenerError(body: unknown): body is ScreenerErrorBody {
  return (
    isFields(body) &&
    isText(body.error) &&
    isText(body.message) &&
    absentOr(body.position, Number.isSafeInteger) &&
    absentOr(body.parameter, isText) &&
    absentOr(body.natural_query, isText) &&
    absentOr(body.suggestions, (value) => Array.isArray(value) && value.every(isText))
  )
}

const isEndpointError = (body: unknown): body is EndpointErrorBody => isFields(body) && isText(body.error)

const isAuthError = (body: unknown): body is AuthErrorBody => isFields(body) && isText(body.detail) && isText(body.code)

function codeForStatus(status: number): string {
  if (status === 404) return 'NOT_FOUND'
  if (status >= 400 && status < 500) return 'BAD_REQUEST'
  return 'HTTP'
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError
