import type { MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { setResponseHeaders } from './response-headers'

/**
 * Answers are gzip- or deflate-compressed for clients that ask (`Accept-Encoding`), and every answer says that it
 * varies with that header, compressed or not, so that a shared cache never hands gzip to a client that cannot read it.
 *
 * `Vary` is set here, before `compress` sees the answer: `compress` would add it with `c.header()`, which turns an
 * answer held as bytes into a web stream that the server then reads back chunk by chunk, even for a client that does
 * not ask for compression (most API clients): cached answers cost markedly less without it (docs/benchmarks.md).
 */
export function compression(): MiddlewareHandler[] {
  const varyOnEncoding: MiddlewareHandler = async (c, next) => {
    await next()
    const vary = c.res.headers.get('vary')
    if (vary === null) setResponseHeaders(c, { vary: 'Accept-Encoding' })
    else if (vary !== '*' && !/\baccept-encoding\b/i.test(vary))
      setResponseHeaders(c, { vary: `${vary}, Accept-Encoding` })
  }
  return [compress(), varyOnEncoding]
}
