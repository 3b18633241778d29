import { Hono, type Context, type MiddlewareHandler } from 'hono'
import type { HealthResponse } from '../shared/api/health'
import { requireApiKey, type ApiKeys } from './http/auth'
import type { PageRenderer } from '../shared/ssr'
import { TICKER_SEARCH_PATH } from '../shared/ticker-search'
import { compression } from './http/compression'
import { serverRendering } from './http/server-rendering'
import { jsonNotFound, onError } from './http/on-error'
import { endpointProblem } from './http/problems'
import { requestLog, type LogLine } from './http/request-log'
import { servingGuards, type ServingOptions } from './http/serving'
import { spaFiles } from './http/static-files'
import { tickerSearch } from './http/ticker-search'
import { sameOriginOnly } from './gateway/same-origin'
import { openApiRoutes } from './openapi/routes'
import type { AnswerSource } from './source'

export interface AppOptions {
  /** the embedded service (see api-app.ts) */
  api: Hono
  keys: ApiKeys
  /** where the dashboard's `/api` answers come from */
  source: AnswerSource
  health: () => Promise<HealthResponse>
  /** `/api/credits`: what the Sectors API costs today and what a request would cost (gateway/credit-routes.ts) */
  credits?: Hono
  /** the built dashboard, or null when it is served by the Vite dev server */
  clientDir: string | null
  log: LogLine
  logError: LogLine
  /** more checks on the keyless `/api` path (live mode: a rate limit per client address) */
  dashboardGuards?: readonly MiddlewareHandler[]
  /** the server's own protections: Host check, headers, rate limit, cache, overload queue (http/serving.ts) */
  serving?: ServingOptions
  /** renders dashboard pages on the server (the build's renderer; none in development) */
  renderPage?: PageRenderer
}

/**
 * The whole server:
 * - `/v1/...`, `/v2/...`: the API for clients holding a key (raw key in `Authorization`);
 * - `/api/v1/...`, `/api/v2/...`: the same API for our own dashboard, same origin, no key in the browser;
 * - `/healthz` (and `/api/healthz` for the dashboard): status, mode, demo data;
 * - `/openapi.json` and `/docs`: the API's OpenAPI document and its reference page, no key needed;
 * - `/search?ticker=…`: the dashboard's ticker search as a plain form (http/ticker-search.ts);
 * - everything else: the dashboard.
 */
export function createApp(options: AppOptions): Hono {
  const { api, keys, source, health, clientDir, log, logError, dashboardGuards = [] } = options
  const app = new Hono({ strict: false })
  app.use('*', requestLog(log))
  app.use('*', ...compression())
  const guards = servingGuards(options.serving, source.mode === 'demo')
  app.use('*', ...guards.every)
  app.use('/api/*', ...guards.dashboard)
  // `/api` answers without a key: only our own dashboard may use it, never another site's page in a visitor's browser
  app.use('/api/*', sameOriginOnly(), ...dashboardGuards)

  /** One answer source per server: in live mode the keyed API also answers through the gateway. */
  const fromSource = (c: Context, prefix: string) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      throw endpointProblem(405, `Method "${c.req.method}" not allowed.`)
    const url = new URL(c.req.url)
    return source.answer(`${url.pathname.slice(prefix.length)}${url.search}`, c.req.raw)
  }

  app.get('/healthz', async (c) => c.json(await health()))
  app.get('/api/healthz', async (c) => c.json(await health()))
  if (options.credits !== undefined) app.route('/api/credits', options.credits)
  // the document describes the embedded service (its examples are the demo market's), in either mode
  const askService = (request: string) => api.request(request)
  app.route('/', openApiRoutes(askService))

  for (const version of ['v1', 'v2']) {
    app.use(`/${version}/*`, requireApiKey(keys), ...guards.keyed)
    for (const guard of guards.answers) app.use(`/api/${version}/*`, guard)
    app.all(`/${version}/*`, (c) => (source.mode === 'demo' ? api.fetch(c.req.raw) : fromSource(c, '')))
    app.all(`/api/${version}/*`, (c) => fromSource(c, '/api'))
  }
  app.all('/api/*', jsonNotFound)

  if (clientDir !== null) {
    for (const guard of guards.dashboard) app.use('*', guard)
    // a page rendered here asks what the browser would: the service's answers from the answer source, the server's
    // own (its health, today's credits) from their handlers
    const dashboardAnswer = async (url: string) => {
      const parsed = new URL(url, 'http://localhost')
      const { pathname, search } = parsed
      if (pathname === '/api/healthz') return Response.json(await health())
      if (pathname.startsWith('/api/credits') && options.credits !== undefined)
        return options.credits.request(`${pathname.slice('/api/credits'.length) || '/'}${search}`)
      return source.answer(`${pathname.slice('/api'.length)}${search}`, new Request(parsed))
    }
    const rendered =
      options.renderPage === undefined
        ? undefined
        : serverRendering(options.renderPage, dashboardAnswer, source.mode === 'demo', logError)
    app.get(TICKER_SEARCH_PATH, tickerSearch(dashboardAnswer))
    app.get('*', spaFiles(clientDir, { ...options.serving, rendered }))
  }
  app.notFound(jsonNotFound)
  app.onError(onError(logError))
  return app
}
