import { describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY } from '../http/security-headers'
import { createTestServer } from '../testing/harness'
import { DOCS_ASSETS } from './docs-page'

const server = createTestServer()

describe('/docs: the reference page', () => {
  it('is a page without a key, under the strict policy, whose scripts and style are all on this origin', async () => {
    const response = await server.app.request('/docs')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    const page = await response.text()
    const sources = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1])
    expect(sources).toEqual(['/favicon.svg', DOCS_ASSETS.style, DOCS_ASSETS.renderer, DOCS_ASSETS.start])
    // no inline script: every <script> has a src and no body
    expect(page.match(/<script\b[^>]*>[^<]+<\/script>/g)).toBeNull()
  })

  it('serves the renderer, its style and the start script, cached for good under a versioned address', async () => {
    for (const [asset, type] of [
      [DOCS_ASSETS.style, /^text\/css/],
      [DOCS_ASSETS.renderer, /^text\/javascript/],
      [DOCS_ASSETS.start, /^text\/javascript/],
    ] as const) {
      const response = await server.app.request(asset)
      expect({ asset, status: response.status }).toEqual({ asset, status: 200 })
      expect(response.headers.get('content-type')).toMatch(type)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0)
    }
    const start = await (await server.app.request(DOCS_ASSETS.start)).text()
    expect(start).toContain("url: '/openapi.json'")
    expect(start).toContain("'/api'")
  })

  it('answers a file it does not have with the JSON 404', async () => {
    const response = await server.app.request('/docs/assets/0.0.0/swagger-ui-bundle.js')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found.' })
  })
})
