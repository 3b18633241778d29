import os from 'node:os'
import path from 'node:path'

export interface ServerConfig {
  port: number
  host: string
  /** where the generated API key and the cached demo database live */
  dataDir: string
  demoSeed: number
  demoScale: number
  /** SECTORS_API_KEYS, unparsed (see keys.ts) */
  apiKeys: string | undefined
  /** live mode (SECTORS_API_KEY set): answers come from the real Sectors API through the gateway; null for demo */
  live: LiveConfig | null
  /** the server's own protections and process model */
  serving: ServingConfig
}

/** See docs/configuration.md; used by http/serving.ts and cluster/. */
export interface ServingConfig {
  /** ALLOWED_HOSTS (comma-separated), or null for the bound address, localhost and 127.0.0.1 with the port */
  allowedHosts: string[] | null
  /** SERVE_BUILD_INTERNALS=1: serve source maps and `/.vite/manifest.json` */
  serveBuildInternals: boolean
  /** RATE_LIMIT_PER_MINUTE: requests a minute per API key (a burst of as many); 0 turns the limit off */
  rateLimitPerMinute: number
  /** WORKERS: processes answering requests (node:cluster), default the number of cores */
  workers: number
  /** MAX_CONCURRENT_REQUESTS: API requests one worker handles at once; more wait in a short queue */
  maxConcurrent: number
  /** MAX_QUEUED_REQUESTS: the queue of one worker; past it, 503 with Retry-After at once */
  maxQueued: number
  /** RESPONSE_CACHE_MB, in bytes: repeated API requests answered from memory (per worker); 0 turns it off */
  responseCacheBytes: number
  /** QUERY_TIME_BUDGET_MS: how long one screener statement may hold a worker; 0 turns the budget off */
  queryTimeBudgetMs: number
}

/** The gateway's settings (see gateway/index.ts). */
export interface LiveConfig {
  /** SECTORS_API_URL */
  baseUrl: string
  /** SECTORS_API_KEY: the server's key for the upstream, never logged or answered */
  key: string
  /** SECTORS_API_TIMEOUT_MS: one upstream call, body included */
  timeoutMs: number
  /** SECTORS_DAILY_CREDITS: the daily ceiling, or null for none */
  dailyCredits: number | null
  /** GATEWAY_CACHE_MB, in bytes */
  cacheBytes: number
  /** API_RATE_LIMIT: requests a minute per client address on the keyless /api path */
  apiRatePerMinute: number
  /** REDIS_URL: state shared with other servers (cache, credits, rate limits, calls in flight); null for none */
  redisUrl: string | null
  /** MAX_UPSTREAM_CALLS: upstream calls in flight at once */
  maxUpstreamCalls: number
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, not "${raw}".`)
  return value
}

function scale(env: NodeJS.ProcessEnv): number {
  const raw = env.DEMO_SCALE?.trim()
  if (raw === undefined || raw === '') return 1
  const value = Number(raw)
  if (!Number.isFinite(value) || value < 0.05 || value > 100)
    throw new ConfigError(`DEMO_SCALE must be a number from 0.05 to 100, not "${raw}".`)
  return value
}

function upstreamUrl(env: NodeJS.ProcessEnv): string {
  const raw = env.SECTORS_API_URL?.trim() || 'https://api.sectors.app'
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(`SECTORS_API_URL must be an http(s) URL, not "${raw}".`)
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '')
    throw new ConfigError(`SECTORS_API_URL must be an http(s) URL without credentials, not "${raw}".`)
  return raw.replace(/\/+$/, '')
}

function live(env: NodeJS.ProcessEnv): LiveConfig | null {
  const key = env.SECTORS_API_KEY?.trim() ?? ''
  if (key === '') return null
  const credits = integer(env, 'SECTORS_DAILY_CREDITS', 0, 0, 10_000_000)
  return {
    baseUrl: upstreamUrl(env),
    key,
    timeoutMs: integer(env, 'SECTORS_API_TIMEOUT_MS', 10_000, 100, 120_000),
    dailyCredits: env.SECTORS_DAILY_CREDITS?.trim() ? credits : null,
    cacheBytes: integer(env, 'GATEWAY_CACHE_MB', 64, 1, 4096) * 1024 * 1024,
    apiRatePerMinute: integer(env, 'API_RATE_LIMIT', 600, 1, 1_000_000),
    redisUrl: redisUrl(env),
    maxUpstreamCalls: integer(env, 'MAX_UPSTREAM_CALLS', 8, 1, 1_000),
  }
}

function redisUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = env.REDIS_URL?.trim() ?? ''
  if (raw === '') return null
  // the message never repeats the URL: it may hold a password
  if (!/^rediss?:\/\/[^\s]+$/.test(raw)) throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL.')
  try {
    new URL(raw)
  } catch {
    throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL.')
  }
  return raw
}

function serving(env: NodeJS.ProcessEnv): ServingConfig {
  const hosts = (env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter((host) => host !== '')
  return {
    allowedHosts: hosts.length > 0 ? hosts : null,
    serveBuildInternals: /^(1|true|yes)$/i.test(env.SERVE_BUILD_INTERNALS?.trim() ?? ''),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 600, 0, 1_000_000),
    workers: integer(env, 'WORKERS', os.availableParallelism(), 1, 256),
    maxConcurrent: integer(env, 'MAX_CONCURRENT_REQUESTS', 4, 1, 10_000),
    // 64: each worker accepts its own connections, unevenly, and one may hold most of 50 busy ones; 32 turned
    // some of those away with 503 (measured by npm run bench:load)
    maxQueued: integer(env, 'MAX_QUEUED_REQUESTS', 64, 0, 100_000),
    responseCacheBytes: integer(env, 'RESPONSE_CACHE_MB', 32, 0, 4096) * 1024 * 1024,
    queryTimeBudgetMs: integer(env, 'QUERY_TIME_BUDGET_MS', 2000, 0, 600_000),
  }
}

/** Reads and checks the environment once at start-up; a bad value stops the server with a clear message. */
export function readConfig(env: NodeJS.ProcessEnv, cwd: string): ServerConfig {
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: path.resolve(cwd, env.DATA_DIR?.trim() || 'data'),
    demoSeed: integer(env, 'DEMO_SEED', 1, 0, 2 ** 31 - 1),
    demoScale: scale(env),
    apiKeys: env.SECTORS_API_KEYS,
    live: live(env),
    serving: serving(env),
  }
}
