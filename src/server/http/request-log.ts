import type { MiddlewareHandler } from 'hono'

export type LogLine = (line: string) => void

/**
 * Query parameters whose values are secrets if a client ever puts a key in the URL: any name that mentions a key,
 * token, secret, password, signature, session or credential (`api_key`, `x-api-key`, `apiKey`, `access_token`, ...).
 */
const SECRET_PARAM = /key|token|secret|passw|pwd|auth|sig|session|credential|bearer|jwt/i
/** A value that looks like a key whatever its name: long hex or base64-like runs. */
const SECRET_VALUE = /^(?:[0-9a-f]{32,}|[A-Za-z0-9_\-+/=.]{40,})$/

/** The path and query as logged: secret-looking parameters are masked. Headers (where keys belong) are never logged. */
export function loggablePath(url: URL): string {
  const params = new URLSearchParams(url.search)
  for (const [name, value] of [...params])
    if (SECRET_PARAM.test(name) || SECRET_VALUE.test(value.trim())) params.set(name, '***')
  const query = params.toString()
  return query === '' ? url.pathname : `${url.pathname}?${query}`
}

/** One line per request: method, path (without secrets), status, milliseconds. */
export function requestLog(log: LogLine): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const ms = (performance.now() - started).toFixed(1)
    log(`${c.req.method} ${loggablePath(new URL(c.req.url))} ${c.res.status} ${ms}ms`)
  }
}
