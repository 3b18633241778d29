import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { RunningServer } from './servers'

/** What the scripted upstream does with one request. */
export type Behaviour =
  | { kind: 'answer'; status: number; body: string; headers?: Record<string, string> }
  /** answers after `ms` */
  | { kind: 'slow'; ms: number; body: string }
  /** sends the headers and half a body, then cuts the connection */
  | { kind: 'drop' }
  /** answers once `until` resolves */
  | { kind: 'held'; until: Promise<void>; body: string }

export interface FaultyUpstream extends RunningServer {
  /** the headers of every request, in order */
  headers: IncomingHttpHeaders[]
  /** what to do for a path and query; change it between requests */
  script: (pathAndQuery: string) => Behaviour
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Behaviour => ({
  kind: 'answer',
  status,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
})

function perform(behaviour: Behaviour, response: ServerResponse): void {
  if (behaviour.kind === 'answer') {
    response.writeHead(behaviour.status, behaviour.headers ?? {})
    response.end(behaviour.body)
  } else if (behaviour.kind === 'slow') {
    const timer = setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(behaviour.body)
    }, behaviour.ms)
    response.once('close', () => {
      clearTimeout(timer)
    })
  } else if (behaviour.kind === 'held') {
    void behaviour.until.then(() => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(behaviour.body)
    })
  } else {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' })
    response.write('{"results": [')
    setTimeout(() => response.socket?.destroy(), 20)
  }
}

/** A small scripted upstream over real HTTP on 127.0.0.1 (a port the kernel chooses): it fails exactly as a test tells it to. */
export async function startFaultyUpstream(): Promise<FaultyUpstream> {
  const calls: string[] = []
  const headers: IncomingHttpHeaders[] = []
  const upstream: FaultyUpstream = {
    url: '',
    calls,
    headers,
    logs: [],
    script: () => json(200, {}),
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve()
        }),
      )
    },
  }
  const server = createServer((request, response) => {
    calls.push(request.url ?? '')
    headers.push(request.headers)
    perform(upstream.script(request.url ?? ''), response)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const address = server.address()
  if (address === null || typeof address !== 'object') throw new Error('the faulty upstream has no TCP address')
  upstream.url = `http://127.0.0.1:${String(address.port)}`
  return upstream
}
