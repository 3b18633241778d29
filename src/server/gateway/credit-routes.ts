import { Hono } from 'hono'
import { MAX_COST_PATHS, type CostEstimates, type CreditsToday } from '../../shared/api/credits'
import { endpointProblem } from '../http/problems'
import type { Gateway } from '.'

/** An API path a cost can be asked for: the keyed API's, as the dashboard asks for it under `/api`. */
const API_PATH = /^\/v[12]\/[^?#\s]{0,500}(\?[^#\s]{0,1500})?$/

/**
 * `/api/credits` (today's spend against the ceiling) and `/api/credits/cost` (what a request would cost now), for
 * the dashboard; in demo mode (no gateway) they say nothing is live. Asking costs nothing: no upstream call.
 */
export function creditRoutes(gateway: Gateway | null): Hono {
  const routes = new Hono({ strict: false })
  routes.get('/', async (c) =>
    c.json<CreditsToday>(gateway === null ? { live: false } : { live: true, ...(await gateway.credits()) }),
  )
  routes.get('/cost', async (c) => {
    const paths = c.req.queries('path') ?? []
    if (paths.length === 0 || paths.length > MAX_COST_PATHS)
      throw endpointProblem(400, `Name from 1 to ${MAX_COST_PATHS} API paths, each as path=/v2/....`)
    const bad = paths.find((path) => !API_PATH.test(path))
    if (bad !== undefined)
      throw endpointProblem(400, `"${bad.slice(0, 80)}" is not an API path such as /v2/companies/.`)
    if (gateway === null)
      return c.json<CostEstimates>({ live: false, costs: paths.map((path) => ({ path, cached: false, credits: 0 })) })
    return c.json<CostEstimates>({ live: true, costs: await Promise.all(paths.map((path) => gateway.costOf(path))) })
  })
  return routes
}
