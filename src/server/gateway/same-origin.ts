import type { MiddlewareHandler } from 'hono'
import { errorBodyFor } from '../../shared/api/errors'

/** `Sec-Fetch-Site` values that mean "our own page asked" (or a person typed the address). */
const OWN_SITE = new Set(['same-origin', 'none'])

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}

/**
 * The keyless `/api` path serves this server's own dashboard only: a browser request sent by another site's page
 * (`Sec-Fetch-Site` cross-site or same-site, or an `Origin` whose host is not ours) is refused with 403, so no
 * other web page can spend the server's key or credits through a visitor's browser. Requests without these headers
 * (curl, scripts, the tests) are not browsers acting for another site, and pass.
 */
export function sameOriginOnly(): MiddlewareHandler {
  return async (c, next) => {
    const site = c.req.header('sec-fetch-site')?.trim().toLowerCase()
    const origin = c.req.header('origin')?.trim()
    const ownHost = c.req.header('host') ?? new URL(c.req.url).host
    const crossSite = site !== undefined && site !== '' && !OWN_SITE.has(site)
    const foreignOrigin = origin !== undefined && origin !== '' && hostOf(origin) !== ownHost
    if (crossSite || foreignOrigin) {
      const sentence = "Cross-site requests are refused: /api serves this server's own dashboard only."
      const path = new URL(c.req.url).pathname.replace(/^\/api/, '')
      return c.json(errorBodyFor(path, 'CROSS_SITE_REFUSED', sentence), 403)
    }
    return next()
  }
}
