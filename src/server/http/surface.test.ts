import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { composeServer } from '../compose'
import { expectAccepts } from '../testing/accepts'
import { createTestServer, TEST_KEY } from '../testing/harness'
import { AllowedHosts } from './allowed-hosts'
import { loggablePath } from './request-log'

/** A built dashboard in miniature: the page, a hashed asset with its source map, and Vite's manifest. */
function clientDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'surface-'))
  mkdirSync(path.join(dir, 'assets'))
  mkdirSync(path.join(dir, '.vite'))
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>dashboard</title>')
  writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'export {}\n//# sourceMappingURL=index-abc.js.map')
  writeFileSync(path.join(dir, 'assets', 'index-abc.js.map'), '{"sources":["src/main.tsx"]}')
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}')
  return dir
}

const { market } = createTestServer()
const dir = clientDir()
const allowedHosts = AllowedHosts.forServer(null, '127.0.0.1', 8080)
const build = (serveBuildInternals = false) =>
  composeServer({
    market,
    keys: [TEST_KEY],
    clientDir: dir,
    log: () => undefined,
    logError: () => undefined,
    serving: { allowedHosts, serveBuildInternals },
  })
const app = build()
const local = { host: '127.0.0.1:8080' }
const get = (url: string, headers: Record<string, string> = local) => app.request(url, { headers })

describe('security headers', () => {
  it.each([
    ['a page', '/screener', local],
    ['a file', '/assets/index-abc.js', local],
    ['an API answer', '/v2/subsectors/', { authorization: TEST_KEY }],
    ['a missing key', '/v2/subsectors/', {}],
    ['a JSON 404', '/v9/nothing/', local],
    ['the health check', '/healthz', {}],
    ["the dashboard's /api", '/api/v2/subsectors/', local],
  ])('are on %s', async (_what, url, headers) => {
    const response = await get(url, headers)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
  })
})

describe('Host names', () => {
  it("answers the dashboard's /api and pages on the configured names only", async () => {
    for (const host of ['127.0.0.1:8080', 'localhost:8080', 'LOCALHOST:8080']) {
      expect((await get('/api/v2/subsectors/', { host })).status).toBe(200)
      expect((await get('/screener', { host })).status).toBe(200)
    }
    for (const host of ['rebind.attacker.example:8080', 'localhost:9999', 'localhost.attacker.example', '']) {
      const api = await get('/api/v2/subsectors/', { host })
      expect(api.status).toBe(403)
      expect(await api.json()).toEqual({ error: 'This server does not answer to that Host name (see ALLOWED_HOSTS).' })
      expect((await get('/screener', { host })).status).toBe(403)
      expect((await get('/api/healthz', { host })).status).toBe(403)
    }
  })

  it('lets keyed clients and the health check through on any name (the key is the protection)', async () => {
    const host = 'api.elsewhere.example'
    expect((await get('/v2/subsectors/', { host, authorization: TEST_KEY })).status).toBe(200)
    expect((await get('/healthz', { host })).status).toBe(200)
  })

  it('defaults to the bound address, localhost and 127.0.0.1 with the port; ALLOWED_HOSTS replaces them', () => {
    expectAccepts(AllowedHosts.forServer(null, '10.1.2.3', 8080), ['10.1.2.3:8080', '[::1]:8080'], ['10.1.2.3:8081'])
    expectAccepts(AllowedHosts.forServer(null, '0.0.0.0', 8080), ['localhost:8080'], ['0.0.0.0:8080'])
    expectAccepts(
      AllowedHosts.forServer(['market.example', 'intranet:8443'], '127.0.0.1', 8080),
      ['market.example', 'market.example:8080', 'intranet:8443'],
      ['intranet', 'localhost:8080'],
    )
  })
})

describe('what the dashboard serves', () => {
  it.each([
    '/',
    '/screener',
    '/screener/',
    '/companies',
    '/auctions',
    '/auctions/1234567890',
    '/reports/ABCD',
    '/reports/sgx/D05',
  ])('opens the app at its own route %s', async (url) => {
    const response = await get(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
  })

  it.each([
    '/v3/companies/',
    '/sgx/company/report/D05/',
    '/company/report/BBCA',
    '/companies/x',
    '/wp-login.php',
    '/x/y.env',
    '/api',
  ])('answers %s, which looks like an API call or a file, with a JSON 404', async (url) => {
    const response = await get(url)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found.' })
  })

  it("answers other page-like paths with the app's page (which shows its not-found page)", async () => {
    const response = await get('/no-such-page')
    expect(await response.text()).toContain('<title>dashboard</title>')
  })

  it('keeps source maps and the build manifest to itself unless SERVE_BUILD_INTERNALS asks', async () => {
    expect((await get('/assets/index-abc.js')).status).toBe(200)
    for (const url of ['/assets/index-abc.js.map', '/.vite/manifest.json']) {
      expect((await get(url)).status).toBe(404)
      const opened = await build(true).request(url, { headers: local })
      expect(opened.status).toBe(200)
    }
  })
})

describe('the request log', () => {
  const log = (query: string) => loggablePath(new URL(`http://h/v2/companies/?${query}`))

  it.each(['api_key', 'x-api-key', 'apiKey', 'key', 'access_token', 'token', 'secret', 'password', 'auth', 'sig'])(
    'masks a parameter named %s',
    (name) => {
      expect(log(`limit=5&${name}=s3cr3t`)).toBe(`/v2/companies/?limit=5&${name}=***`)
    },
  )

  it('masks a value that looks like a key whatever its name, and keeps ordinary values', () => {
    const key = 'a'.repeat(64)
    expect(log(`where=${key}`)).toBe('/v2/companies/?where=***')
    expect(log('where=pe_ttm+%3C+15&limit=5')).toBe('/v2/companies/?where=pe_ttm+%3C+15&limit=5')
  })
})

describe('in process', () => {
  it('checks no Host name when none is configured (the component tests answer from http://dashboard.test)', async () => {
    const inProcess = createTestServer({ scale: 0.1 }).app
    expect((await inProcess.request('http://dashboard.test/api/v2/subsectors/')).status).toBe(200)
  })
})
