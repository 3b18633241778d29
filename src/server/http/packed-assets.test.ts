import { Hono } from 'hono'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { spaFiles } from './static-files'

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${String(i)}'`).join(', ')}]\n`

function builtDashboard(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'packed-'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>dashboard</title>')
  writeFileSync(path.join(dir, 'assets', 'rows-1.js'), SCRIPT)
  writeFileSync(path.join(dir, 'assets', 'tiny-1.js'), 'export {}\n')
  writeFileSync(path.join(dir, 'assets', 'rows-1.js.map'), '{"sources":["src/rows.ts"]}')
  return dir
}

const dir = builtDashboard()
const serve = (serveBuildInternals: boolean) => new Hono().get('*', spaFiles(dir, { serveBuildInternals }))
const app = serve(false)
const gzip = { 'accept-encoding': 'gzip, deflate, br' }

/** The gzipped copies are made in the background at start-up: ask until one has arrived (bounded). */
async function whenGzipped(url: string): Promise<Response> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await app.request(url, { headers: gzip })
    if (answer.headers.get('content-encoding') === 'gzip') return answer
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`${url} was never sent gzipped`)
}

describe('hashed assets', () => {
  it('go gzipped to a browser that takes gzip, and unpack to the built file', async () => {
    const answer = await whenGzipped('/assets/rows-1.js')
    const body = Buffer.from(await answer.arrayBuffer())
    expect(gunzipSync(body).toString()).toBe(SCRIPT)
    expect(body.length).toBeLessThan(SCRIPT.length / 2)
    expect(answer.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  })

  it('go as they are to a client that does not take gzip, or that refuses it', async () => {
    await whenGzipped('/assets/rows-1.js')
    const refusals: Record<string, string>[] = [{}, { 'accept-encoding': 'gzip;q=0, identity' }]
    for (const headers of refusals) {
      const answer = await app.request('/assets/rows-1.js', { headers })
      expect(answer.headers.get('content-encoding')).toBeNull()
      expect(await answer.text()).toBe(SCRIPT)
    }
  })

  it('too small to gain from compression are sent as they are', async () => {
    await whenGzipped('/assets/rows-1.js')
    const answer = await app.request('/assets/tiny-1.js', { headers: gzip })
    expect(answer.headers.get('content-encoding')).toBeNull()
    expect(await answer.text()).toBe('export {}\n')
  })

  it('keep their source maps private unless the server is told to serve them', async () => {
    expect((await app.request('/assets/rows-1.js.map')).status).toBe(404)
    const internals = await serve(true).request('/assets/rows-1.js.map')
    expect(await internals.json()).toEqual({ sources: ['src/rows.ts'] })
  })
})
