import type { Context, MiddlewareHandler } from 'hono'
import { createHash, timingSafeEqual } from 'node:crypto'
import { authProblem } from './problems'

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()

/**
 * Checks API keys in constant time. Keys are compared as SHA-256 digests (equal lengths, so `timingSafeEqual` applies
 * and a key's length leaks nothing) and every known key is compared on every request.
 */
export class ApiKeys {
  private readonly digests: readonly Buffer[]

  constructor(keys: readonly string[]) {
    if (keys.length === 0) throw new Error('at least one API key is required')
    this.digests = keys.map(digest)
  }

  accepts(candidate: string): boolean {
    const candidateDigest = digest(candidate)
    let matched = false
    for (const known of this.digests) matched = timingSafeEqual(known, candidateDigest) || matched
    return matched
  }
}

/**
 * The real service wants the raw key in `Authorization` (no scheme). Clients written for OAuth send `Bearer <key>`;
 * that is accepted too.
 */
export function requireApiKey(keys: ApiKeys): MiddlewareHandler {
  return async (c, next) => {
    const key = presentedKey(c)
    if (key === '') throw authProblem(401, 'Authentication credentials were not provided.', 'not_authenticated')
    if (!keys.accepts(key)) throw authProblem(403, 'The API key is not valid.', 'invalid_api_key')
    await next()
  }
}

/** The key a request presents: the `Authorization` header, raw or after `Bearer`; '' when there is none. */
export function presentedKey(c: Context): string {
  const header = c.req.header('authorization')?.trim() ?? ''
  return header.replace(/^bearer(\s+|$)/i, '').trim()
}
