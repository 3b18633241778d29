import type { MiddlewareHandler } from 'hono'
import { endpointError } from '../../shared/api/errors'

interface HostEntry {
  name: string
  /** null: any port */
  port: string | null
}

/** `example.com`, `example.com:8080`, `[::1]:8080`, `127.0.0.1` → name and port, lower-case. */
function parseHost(text: string): HostEntry | null {
  const trimmed = text.trim().toLowerCase()
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]/\s]+)(?::(\d{1,5}))?$/.exec(trimmed)
  if (match?.[1] === undefined) return null
  return { name: match[1], port: match[2] ?? null }
}

/** Wildcard bind addresses are not names a browser sends. */
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]'])

/**
 * The Host names the keyless `/api` path and the dashboard answer to. A DNS-rebinding page (its own name resolving to
 * this machine) sends its own name as Host, so it is refused even though it reaches the socket.
 */
export class AllowedHosts {
  private readonly entries: readonly HostEntry[]

  constructor(hosts: readonly string[]) {
    this.entries = hosts.flatMap((host) => parseHost(host) ?? [])
  }

  /** `ALLOWED_HOSTS` when given, else the bound address, `localhost` and `127.0.0.1`, each with the port (any port for 0). */
  static forServer(configured: readonly string[] | null, bindHost: string, port: number): AllowedHosts {
    if (configured !== null) return new AllowedHosts(configured)
    const suffix = port === 0 ? '' : `:${String(port)}`
    const bound = bindHost.includes(':') && !bindHost.startsWith('[') ? `[${bindHost}]` : bindHost
    const names = [...new Set([bound, 'localhost', '127.0.0.1', '[::1]'])].filter((name) => !WILDCARDS.has(name))
    return new AllowedHosts(names.map((name) => `${name}${suffix}`))
  }

  accepts(hostHeader: string): boolean {
    const host = parseHost(hostHeader)
    if (host === null) return false
    return this.entries.some((entry) => entry.name === host.name && (entry.port === null || entry.port === host.port))
  }
}

/** Refuses (403, endpoint error shape) a request whose Host is not one this server is configured for. */
export function requireAllowedHost(hosts: AllowedHosts): MiddlewareHandler {
  return async (c, next) => {
    const host = c.req.header('host') ?? new URL(c.req.url).host
    if (!hosts.accepts(host))
      return c.json(endpointError('This server does not answer to that Host name (see ALLOWED_HOSTS).'), 403)
    return next()
  }
}
