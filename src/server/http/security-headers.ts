import type { MiddlewareHandler } from 'hono'
import { setResponseHeaders } from './response-headers'

/**
 * What the dashboard may load: its own scripts, styles, images and API only; no inline script (the page's one script
 * is a file, src/boot.ts; the theme is set by the server from a cookie), no plugin, no framing by any other page,
 * no form posting elsewhere.
 * Inline `style` attributes stay allowed: React and the chart library set element styles for layout.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
}

/** Puts the security headers on every answer, pages, files, API bodies and errors alike. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    setResponseHeaders(c, SECURITY_HEADERS)
  }
}
