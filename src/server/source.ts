import type { Hono } from 'hono'

/**
 * Where the dashboard's `/api/...` answers come from: the embedded service (demo data), or, when configured, the
 * real Sectors API through a proxy that adds the server's key. The browser never holds a key either way.
 */
export interface AnswerSource {
  readonly mode: 'demo' | 'upstream'
  /** what the dashboard's badge says about the data */
  readonly label: string
  /** answers an API path such as `/v2/companies/?limit=5` */
  answer(pathAndQuery: string, request: Request): Promise<Response>
}

/** Answers from the embedded service, with the very handlers that serve `/v1` and `/v2`. */
export function embeddedSource(api: Hono): AnswerSource {
  return {
    mode: 'demo',
    label: 'Demo data',
    answer: async (pathAndQuery, request) => api.request(pathAndQuery, { method: request.method }),
  }
}
