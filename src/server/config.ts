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
  if (!Number.isFinite(value) || value < 0.05 || value > 50)
    throw new ConfigError(`DEMO_SCALE must be a number from 0.05 to 50, not "${raw}".`)
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
  }
}
