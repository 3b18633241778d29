import { Hono } from 'hono'
import { DOCS_PAGE, docsFiles, type DocsFile } from './docs-page'
import { openApiDocument } from './document'
import { demoExamples, type AskService } from './examples'

/**
 * `GET /openapi.json` (the OpenAPI 3.1 document, no key needed) and `GET /docs` (the reference page and its files).
 * The document is built on its first request, its examples asked of the embedded service, then kept: it changes
 * only with the code and the demo market, neither of which changes while the server runs.
 */
export function openApiRoutes(askService: AskService): Hono {
  let document: Promise<string> | undefined
  let files: ReadonlyMap<string, DocsFile> | undefined
  const app = new Hono({ strict: false })

  app.get('/openapi.json', async (c) => {
    document ??= demoExamples(askService).then((examples) => JSON.stringify(openApiDocument(examples)))
    // a failed build is not kept: the next request tries again
    const text = await document.catch((error: unknown) => {
      document = undefined
      throw error
    })
    return c.body(text, 200, { 'content-type': 'application/json', 'cache-control': 'no-cache' })
  })
  app.get('/docs', (c) => c.html(DOCS_PAGE, 200, { 'cache-control': 'no-cache' }))
  app.get('/docs/assets/*', (c) => {
    files ??= docsFiles()
    const file = files.get(new URL(c.req.url).pathname)
    if (file === undefined) return c.notFound()
    return c.body(typeof file.body === 'string' ? file.body : new Uint8Array(file.body), 200, {
      'content-type': file.type,
      'cache-control': 'public, max-age=31536000, immutable',
    })
  })
  return app
}
