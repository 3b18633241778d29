import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiGet, browserTransport, setApiTransport } from './api-client'
import { ApiError } from './api-error'

/** A proxy in front of the dashboard that answers every path with its own HTML page (a misrouted `/api`). */
let proxy: Server
let proxyOrigin = ''

beforeAll(async () => {
  proxy = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<!doctype html><title>Welcome</title><p>It works!</p>')
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyOrigin = `http://127.0.0.1:${String((proxy.address() as AddressInfo).port)}`
  // the test setup answers fetches from the in-process server: this file talks to a real socket instead
  vi.unstubAllGlobals()
  setApiTransport((url, init) => fetch(`${proxyOrigin}${url}`, init))
})

afterAll(async () => {
  // the browser's transport again, not the in-process server directly: the next file in this worker may stub or spy
  // on fetch, and must see the dashboard's requests
  setApiTransport(browserTransport)
  await new Promise((resolve) => proxy.close(resolve))
})

describe('an answer that is not the API’s', () => {
  it('is a CONTRACT error (shown as "The server’s answer could not be read"), not data', async () => {
    const answer = apiGet<{ results: unknown[] }>('/v2/companies/?limit=1')
    await expect(answer).rejects.toBeInstanceOf(ApiError)
    await expect(answer).rejects.toMatchObject({ code: 'CONTRACT', status: 200 })
  })
})
