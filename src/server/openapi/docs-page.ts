import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/** The renderer's version, in its files' addresses: a new version is a new address, so the files may be cached. */
const RENDERER_VERSION: string = (createRequire(import.meta.url)('swagger-ui-dist/package.json') as { version: string })
  .version

/** Where the page's files are served: the renderer's two, and the script that starts it. */
export const DOCS_ASSETS = {
  style: `/docs/assets/${RENDERER_VERSION}/swagger-ui.css`,
  renderer: `/docs/assets/${RENDERER_VERSION}/swagger-ui-bundle.js`,
  start: `/docs/assets/${RENDERER_VERSION}/start.js`,
} as const

/**
 * The reference page: Swagger UI, served from our own origin (the strict CSP allows scripts from self only, and
 * nothing inline: the renderer is started by `start.js`).
 */
export const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API reference · IDX and SGX market data</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${DOCS_ASSETS.style}" />
  </head>
  <body>
    <main id="reference"><p>Loading the API reference…</p></main>
    <script src="${DOCS_ASSETS.renderer}"></script>
    <script src="${DOCS_ASSETS.start}"></script>
  </body>
</html>
`

/**
 * Starts the renderer on `/openapi.json`. "Try it" goes to the dashboard's keyless `/api` path on this origin,
 * whatever server the document names, and never carries an `Authorization` header: the page offers no place to
 * type a key (the Authorize buttons and the server list are removed), so no key is ever in the browser.
 */
const START_SCRIPT = `'use strict'
;(function () {
  var hidden = function () { return function () { return null } }
  window.SwaggerUIBundle({
    url: '/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    validatorUrl: null,
    supportedSubmitMethods: ['get'],
    defaultModelsExpandDepth: 0,
    plugins: [function () {
      return { wrapComponents: { authorizeBtn: hidden, authorizationOperationBtn: hidden, ServersContainer: hidden } }
    }],
    requestInterceptor: function (request) {
      var url = new URL(request.url, window.location.href)
      if (/^\\/v[12]\\//.test(url.pathname)) request.url = window.location.origin + '/api' + url.pathname + url.search
      delete request.headers.Authorization
      delete request.headers.authorization
      return request
    },
  })
})()
`

/** A page file: its body and its media type. */
export interface DocsFile {
  body: string | Uint8Array
  type: string
}

/** The files of the page, read from the renderer's package once, when first asked for. */
export function docsFiles(): ReadonlyMap<string, DocsFile> {
  const dist = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
  const read = (file: string) => readFileSync(path.join(dist, file))
  return new Map<string, DocsFile>([
    [DOCS_ASSETS.style, { body: read('swagger-ui.css'), type: 'text/css; charset=utf-8' }],
    [DOCS_ASSETS.renderer, { body: read('swagger-ui-bundle.js'), type: 'text/javascript; charset=utf-8' }],
    [DOCS_ASSETS.start, { body: START_SCRIPT, type: 'text/javascript; charset=utf-8' }],
  ])
}
