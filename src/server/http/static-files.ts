import type { Context } from 'hono'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
}

/** A path with a malformed escape (`/%E0`) is not a file of ours; it must not become a server error. */
function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}

/**
 * Serves the built dashboard: files under `dir`, and `index.html` for every other path so that deep links
 * (`/screener?where=...`) open the single-page app. Hashed assets are cached for a year; the page never is.
 */
export function spaFiles(dir: string) {
  const root = path.resolve(dir)
  const index = readFileSync(path.join(root, 'index.html'))
  return (c: Context) => {
    const wanted = path.resolve(root, `.${safeDecode(new URL(c.req.url).pathname)}`)
    const inside = wanted.startsWith(`${root}${path.sep}`)
    if (inside && existsSync(wanted) && statSync(wanted).isFile()) {
      const immutable = wanted.startsWith(path.join(root, 'assets') + path.sep)
      return c.body(readFileSync(wanted), 200, {
        'content-type': TYPES[path.extname(wanted)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      })
    }
    return c.body(index, 200, { 'content-type': TYPES['.html'] ?? 'text/html', 'cache-control': 'no-cache' })
  }
}
