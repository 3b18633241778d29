import type { MiddlewareHandler } from 'hono'

export type LogLine = (line: string) => void

/** Query parameters whose values are secrets if a client ever puts a key in the URL. */
const SECRET_PARAMS = /^(api[_-]?key|key|token|access[_-]?token|authorization)$/i

/** The path and query as logged: secret-looking parameters are masked. Headers (where keys belong) are never logged. */
export function loggablePath(url: URL): string {
  const params = new URLSearchParams(url.search)
  for (const name of [...params.keys()]) if (SECRET_PARAMS.test(name)) params.set(name, '***')
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
