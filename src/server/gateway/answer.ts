/**
 * What travels between the gateway's layers: an upstream answer read in full (status, the headers worth passing
 * on, the body bytes), so that it can be cached, shared between coalesced callers and inspected for billing.
 */
export interface BufferedAnswer {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: Uint8Array
}

/**
 * Why an answer is not the upstream's own: the upstream failed, refused the server's key, rate-limited us, the
 * server's own daily credit ceiling was reached, or too many upstream calls were already waiting. A fault may be answered from a stale cache entry instead.
 */
export type FaultKind =
  | 'timeout'
  | 'network'
  | 'upstream-error'
  | 'invalid-answer'
  | 'key-refused'
  | 'rate-limited'
  | 'credit-ceiling'
  | 'busy'

/** Upstream headers a client may see. Everything else (cookies, Cloudflare's, encodings, lengths) stays here. */
const PASSED_HEADERS = ['content-type', 'retry-after', 'deprecation', 'sunset', 'link'] as const

export function passedHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const name of PASSED_HEADERS) {
    const value = headers.get(name)
    if (value !== null) kept[name] = value
  }
  return kept
}

// Faults are remembered per Response object, not in a header, so nothing internal can reach a client by mistake.
const faults = new WeakMap<Response, FaultKind>()

/** A Response for a buffered answer, optionally marked as a fault and with extra headers. */
export function toResponse(answer: BufferedAnswer, extra: Record<string, string> = {}, fault?: FaultKind): Response {
  const nullBody = answer.status === 204 || answer.status === 304
  const response = new Response(nullBody ? null : answer.body.slice(), {
    status: answer.status,
    headers: { ...answer.headers, ...extra },
  })
  if (fault !== undefined) faults.set(response, fault)
  return response
}

export function faultOf(response: Response): FaultKind | undefined {
  return faults.get(response)
}

/**
 * Reads one of the gateway's own Responses in full (the inverse of toResponse); the fault mark travels with it.
 * Its headers were already reduced by the innermost layer, so they are all kept.
 */
export async function buffer(response: Response): Promise<BufferedAnswer & { fault: FaultKind | undefined }> {
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: new Uint8Array(await response.arrayBuffer()),
    fault: faultOf(response),
  }
}

const encoder = new TextEncoder()

/** A JSON answer made by the gateway itself. */
export function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): BufferedAnswer {
  return {
    status,
    headers: { 'content-type': 'application/json', ...headers },
    body: encoder.encode(JSON.stringify(body)),
  }
}

/** The path part of `/v2/companies/?limit=5`. */
export const pathOf = (pathAndQuery: string) => new URL(pathAndQuery, 'http://gateway.invalid').pathname
