/**
 * Where the dashboard's `/api/...` answers come from: the embedded service (demo data), or, when configured, the
 * real Sectors API through a proxy that adds the server's key. The browser never holds a key either way. The
 * composition root (compose.ts) chooses one.
 */
export interface AnswerSource {
  readonly mode: 'demo' | 'upstream'
  /** what the dashboard's badge says about the data */
  readonly label: string
  /** answers an API path such as `/v2/companies/?limit=5` */
  answer(pathAndQuery: string, request: Request): Promise<Response>
}
