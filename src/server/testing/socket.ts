import { serve, type ServerType } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'

/**
 * Serves an app over a real socket, on a port the OS chooses, for the tests of the enclosing file or `describe`
 * (Vitest hooks). Returns the base URL, known once the tests run: `const url = serveOverSocket(app)` … `url()`.
 */
export function serveOverSocket(app: { fetch: (request: Request) => Response | Promise<Response> }): () => string {
  let listening: ServerType | undefined
  let base = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        base = `http://127.0.0.1:${String(info.port)}`
        resolve()
      })
    })
  })
  afterAll(() => {
    listening?.close()
  })
  return () => base
}
