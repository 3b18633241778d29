import type { AnswerSource } from '../source'
import { passedHeaders, toResponse } from './answer'

export interface UpstreamOptions {
  /** SECTORS_API_URL: `https://api.sectors.app` */
  baseUrl: string
  /** SECTORS_API_KEY: sent raw in `Authorization`, as the real service wants it; never logged or answered */
  key: string
  /** how long one upstream call may take, body included */
  timeoutMs: number
}

/**
 * The real service sits behind Cloudflare, which refuses some default agents (Python-urllib gets error 1010), so
 * every call says who it is.
 */
export const USER_AGENT = 'idx-sgx-market-data-gateway/0.1 (+https://github.com/; Node.js)'

/** The upstream could not be asked or did not answer in time: no HTTP answer at all. */
export class UpstreamUnreachable extends Error {
  override name = 'UpstreamUnreachable'
  constructor(
    readonly kind: 'timeout' | 'network',
    message: string,
  ) {
    super(message)
  }
}

/** The base URL without a trailing slash, so that `base + /v2/...` is exact. */
export function upstreamOrigin(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '')
}

/**
 * The innermost layer: one GET to the upstream, the path and query passed unchanged (trailing slash included),
 * the server's key added, the whole answer read within the timeout. Any HTTP answer is returned as it came (headers
 * reduced to those a client may see); no answer at all is thrown as UpstreamUnreachable.
 */
export function httpUpstream({ baseUrl, key, timeoutMs }: UpstreamOptions): AnswerSource {
  const origin = upstreamOrigin(baseUrl)
  return {
    mode: 'upstream',
    label: 'Sectors API',
    answer: async (pathAndQuery) => {
      const signal = AbortSignal.timeout(timeoutMs)
      try {
        const response = await fetch(`${origin}${pathAndQuery}`, {
          headers: { authorization: key, 'user-agent': USER_AGENT, accept: 'application/json' },
          signal,
        })
        // the body is part of the answer: a connection dropped half-way is a network failure, not a short answer
        const body = new Uint8Array(await response.arrayBuffer())
        return toResponse({ status: response.status, headers: passedHeaders(response.headers), body })
      } catch (error) {
        if (signal.aborted) throw new UpstreamUnreachable('timeout', `no answer within ${timeoutMs} ms`)
        // the cause says what failed (ECONNREFUSED, ECONNRESET, a DNS failure); the message never holds the key
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error)
        throw new UpstreamUnreachable('network', cause)
      }
    },
  }
}
