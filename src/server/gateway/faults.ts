import type { AnswerSource } from '../source'
import { buffer, faultOf, jsonAnswer, pathOf, toResponse, type FaultKind } from './answer'
import type { UpstreamStatus } from './status'
import { UpstreamUnreachable } from './upstream'
import { errorBodyFor } from '../../shared/api/errors'

const isJson = (body: Uint8Array) => {
  try {
    JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body))
    return true
  } catch {
    return false
  }
}

/**
 * Turns what the upstream did into what a client can act on, in the endpoint's own error shape:
 * - no answer in time → 504; no connection, or dropped half-way → 502;
 * - an upstream 5xx, or a success whose body is not JSON → 502 that says the upstream failed;
 * - 401/403 can only be about the server's own key (clients' keys are checked here) → 502 that says so;
 * - 429 passes through with its body and `Retry-After`.
 * Each of these is marked as a fault (so the cache may answer from a stale entry instead) and recorded in `status`.
 */
export function withFaultPolicy(inner: AnswerSource, status: UpstreamStatus, timeoutMs: number): AnswerSource {
  const fail = (path: string, httpStatus: number, kind: FaultKind, code: string, sentence: string, detail: string) => {
    status.failed(kind, detail)
    return toResponse(jsonAnswer(httpStatus, errorBodyFor(path, code, sentence)), {}, kind)
  }
  return {
    mode: inner.mode,
    label: inner.label,
    answer: async (pathAndQuery, request) => {
      const path = pathOf(pathAndQuery)
      let response: Response
      try {
        response = await inner.answer(pathAndQuery, request)
      } catch (error) {
        if (!(error instanceof UpstreamUnreachable)) throw error
        return error.kind === 'timeout'
          ? fail(
              path,
              504,
              'timeout',
              'UPSTREAM_TIMEOUT',
              `The Sectors API did not answer within ${timeoutMs / 1000} s. Try again later.`,
              error.message,
            )
          : fail(
              path,
              502,
              'network',
              'UPSTREAM_UNREACHABLE',
              'The Sectors API could not be reached. Try again later.',
              error.message,
            )
      }
      if (faultOf(response) !== undefined) return response // already judged (the credit ceiling)
      const code = response.status
      if (code >= 500)
        return fail(
          path,
          502,
          'upstream-error',
          'UPSTREAM_ERROR',
          `The Sectors API failed (HTTP ${code}). Try again later.`,
          `HTTP ${code} on ${path}`,
        )
      if (code === 401 || code === 403)
        return fail(
          path,
          502,
          'key-refused',
          'UPSTREAM_KEY_REFUSED',
          `The Sectors API refused this server's key (HTTP ${code}). The server's operator must check SECTORS_API_KEY.`,
          `HTTP ${code} on ${path}`,
        )
      const answer = await buffer(response)
      if (code === 429) {
        status.failed('rate-limited', `HTTP 429 on ${path}`)
        return toResponse(answer, {}, 'rate-limited')
      }
      status.keyAccepted()
      if ((code < 300 || code === 404) && !isJson(answer.body))
        return fail(
          path,
          502,
          'invalid-answer',
          'UPSTREAM_INVALID_ANSWER',
          'The Sectors API sent an answer that is not JSON. Try again later.',
          `HTTP ${code} on ${path}, not JSON`,
        )
      return toResponse(answer)
    },
  }
}
