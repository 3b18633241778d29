import { defaultShouldDehydrateQuery, dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { setApiTransport } from '../../lib/api-client'
import { createI18n, loadNamespaces, SHARED_NAMESPACES } from '../../lib/i18n/catalogues'
import { createQueryClient } from '../../lib/query-client'
import { Providers } from '../providers'
import type { PageRenderer } from '../../shared/ssr'
import { createRoutes } from '../routes'

/** Renders after which no new request is looked for: a page that needs more is finished in the browser. */
const MAX_PASSES = 3

/**
 * How long the server waits, in all, for the answers a page asks while it is rendered: what has not come by then is
 * rendered in its loading state and asked by the app itself. The page's document must not wait on a slow panel.
 */
const ANSWER_WAIT_MS = 120

/** A query the page wants (enabled) that has no answer yet. */
function isWaitedFor(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) }
  const wanted = typeof enabled === 'function' ? enabled(query) : enabled !== false
  return wanted && query.state.status === 'pending'
}

/** The requests the last render would have sent: wanted, not answered, not on their way. */
function wantedRequests(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => isWaitedFor(query) && query.state.fetchStatus === 'idle')
}

/** Sends them, waiting until they are answered or `deadline` passes; false when there was nothing to send. */
async function answerWanted(queryClient: QueryClient, deadline: number): Promise<boolean> {
  const wanted = wantedRequests(queryClient)
  const remaining = deadline - performance.now()
  if (wanted.length === 0 || remaining <= 0) return false
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, remaining)
  })
  // a failed answer is left out: the app asks again and shows its own error state
  await Promise.race([Promise.allSettled(wanted.map((query) => query.fetch())), late])
  clearTimeout(timer)
  return true
}

/** Data that JSON carries unchanged: a Map or a Date would reach the app as something else. */
function isPlainJson(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true
  if (Array.isArray(value)) return value.every(isPlainJson)
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false
  return Object.values(value).every(isPlainJson)
}

/** A query goes into the page when it was answered and its answer survives JSON; any other the app asks again. */
const carried = (query: Query) => defaultShouldDehydrateQuery(query) && isPlainJson(query.state.data)

/**
 * Server-side rendering of a dashboard link: the app's own routes (the route's code and loader) and components,
 * rendered until no render asks for an answer it does not have (each asked through `answer`, the server's own
 * answer source), in `locale`. Returns the markup and what the browser hydrates it from: the answers, the router's
 * loader data and the language. Null for a link the app would redirect or whose loader failed (the app renders it).
 */
export const renderPage: PageRenderer = async (url, answer, locale, answerWaitMs = ANSWER_WAIT_MS) => {
  setApiTransport(answer)
  const queryClient = createQueryClient()
  // an instance of its own: pages in other languages are being rendered at the same time
  const i18n = createI18n(locale)
  await loadNamespaces(i18n, SHARED_NAMESPACES)
  const handler = createStaticHandler(createRoutes(queryClient, i18n))
  const context = await handler.query(new Request(url))
  if (context instanceof Response || context.errors !== null) return null
  const router = createStaticRouter(handler.dataRoutes, context)
  const render = (cache: QueryClient) =>
    renderToString(
      <Providers queryClient={cache} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>,
    )
  const deadline = performance.now() + answerWaitMs
  render(queryClient)
  for (let pass = 1; await answerWanted(queryClient, deadline); pass++) {
    if (pass === MAX_PASSES) break
    render(queryClient)
  }
  // only the answers that came (what is still on its way is the app's to ask), as the page carries them
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: carried })
  // the markup the browser's first render will produce: from exactly the answers it gets (no failed one, no late
  // one), so that hydration finds what it renders
  const asInBrowser = createQueryClient()
  hydrate(asInBrowser, queries)
  const html = render(asInBrowser)
  return {
    html,
    state: { queries, router: { loaderData: context.loaderData }, locale },
    complete: !queryClient.getQueryCache().getAll().some(isWaitedFor),
  }
}
