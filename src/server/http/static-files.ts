import type { Context } from 'hono'
import { accepts } from 'hono/accepts'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { NOT_FOUND_BODY } from '../../shared/api/errors'
import { acceptLanguageTags, chooseLocale, type Locale } from '../../shared/locale'
import { cookieTheme, type Theme } from '../../shared/theme'
import { packedAssets, type PackedFile } from './packed-assets'
import { matchPage } from '../../shared/page-routes'
import { pageRedirect } from './page-redirects'
import { preloadHints } from './preload-hints'
import { gzippedDocuments, serverRenderedDocument, type RenderedMarkup } from './server-rendering'

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
 * Not a page: a file name (`/x.php`, `/app.js.map`) or a path shaped like an API call (`/v3/companies/`,
 * `/sgx/company/report/X`, `/api`, `/healthz/x`). Answered with a JSON 404 instead of the dashboard's HTML, so a
 * client that mistyped an API path learns so, and scanners get nothing that looks like a page.
 */
const NOT_A_PAGE =
  /(\.[a-z0-9]{1,8}\/?$)|^\/(?:(?:v\d+|api|sgx|company|mining|subsectors|industries|subindustries|healthz|daily)(?:\/|$)|companies\/.)/i

/** Build by-products that reveal the source: served only when SERVE_BUILD_INTERNALS asks for them. */
const BUILD_INTERNAL = /(\.map$)|(^\/\.vite\/)/

export interface SpaOptions {
  /** serve source maps and `/.vite/manifest.json` (SERVE_BUILD_INTERNALS) */
  serveBuildInternals?: boolean
  /** a page rendered on the server (server-rendering.ts); without it the app renders every page itself */
  rendered?: (url: URL, locale: Locale) => Promise<RenderedMarkup | null>
}

/**
 * The page names the language it is rendered in (the app keeps `<html lang>` in step when the visitor switches),
 * and the theme the visitor chose, so that it is painted in it with no script; without a choice the style sheet
 * follows the system's.
 */
const withRootAttributes = (page: string, locale: Locale, theme: Theme | undefined) =>
  page.replace(
    /<html(?: lang="[^"]*")?>/,
    `<html lang="${locale}"${theme === undefined ? '' : ` data-theme="${theme}"`}>`,
  )

/**
 * Serves the built dashboard: files under `dir`; `index.html` for the dashboard's routes so that deep links
 * (`/screener?where=...`) open the single-page app, and for other page-like paths (the app shows its not-found
 * page); a JSON 404 for file names and API-like paths. Hashed assets are cached for a year; the page never is. A
 * page's HTML names its first API requests and its route's code in a `Link` header (preload-hints.ts), and is
 * rendered in the visitor's language and theme.
 */
export function spaFiles(dir: string, options: SpaOptions = {}) {
  const root = path.resolve(dir)
  const index = readFileSync(path.join(root, 'index.html'), 'utf8')
  const hintsFor = preloadHints(root)
  const packed = packedAssets(path.join(root, 'assets'))
  const gzippedDocument = gzippedDocuments()
  return async (c: Context) => {
    const url = new URL(c.req.url)
    const pathname = safeDecode(url.pathname)
    const wanted = path.resolve(root, `.${pathname}`)
    const inside = wanted.startsWith(`${root}${path.sep}`)
    const hidden = !options.serveBuildInternals && BUILD_INTERNAL.test(pathname)
    const asset = inside && !hidden ? packed(wanted) : undefined
    if (asset !== undefined) return sendAsset(c, asset, wanted)
    if (inside && !hidden && existsSync(wanted) && statSync(wanted).isFile()) {
      const immutable = wanted.startsWith(path.join(root, 'assets') + path.sep)
      return c.body(readFileSync(wanted), 200, {
        'content-type': TYPES[path.extname(wanted)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      })
    }
    // a page of the route table (src/shared/page-routes.ts), with or without a trailing slash, opens the page
    if (matchPage(url.pathname) === null && (hidden || NOT_A_PAGE.test(pathname))) return c.json(NOT_FOUND_BODY, 404)
    const canonical = pageRedirect(url)
    if (canonical !== null) return c.redirect(canonical, 301)
    // the visitor's remembered choice, else their browser's languages (as the app decides when it starts)
    const cookies = c.req.header('cookie')
    const locale = chooseLocale(cookies, acceptLanguageTags(c.req.header('accept-language')))
    const rendered = (await options.rendered?.(url, locale)) ?? null
    const hints = hintsFor(url, locale, rendered !== null)
    const html = rendered === null ? index : serverRenderedDocument(index, rendered, hints.styles)
    const theme = cookieTheme(cookies)
    const page = withRootAttributes(html, locale, theme)
    const headers = {
      'content-type': TYPES['.html'] ?? 'text/html',
      'cache-control': 'no-cache',
      'content-language': locale,
      vary: 'Cookie, Accept-Language',
      ...(hints.link === '' ? {} : { link: hints.link }),
    }
    if (rendered === null || !takesGzip(c)) return c.body(page, 200, headers)
    const body = await gzippedDocument(rendered, `${locale} ${theme ?? ''}`, page)
    return c.body(body, 200, { ...headers, 'content-encoding': 'gzip' })
  }
}

const takesGzip = (c: Context) =>
  accepts(c, { header: 'Accept-Encoding', supports: ['gzip'], default: 'identity' }) === 'gzip'

/** A hashed asset from memory: cached for a year, its gzipped copy for a browser that takes gzip. */
function sendAsset(c: Context, asset: PackedFile, file: string) {
  const headers = {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': 'public, max-age=31536000, immutable',
  }
  const { gzipped } = asset
  if (gzipped === undefined || !takesGzip(c)) return c.body(asset.body, 200, headers)
  return c.body(gzipped, 200, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' })
}
