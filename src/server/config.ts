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

/** Reads and checks the environment once at start-up; a bad value stops the server with a clear message. */
export function readConfig(env: NodeJS.ProcessEnv, cwd: string): ServerConfig {
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: path.resolve(cwd, env.DATA_DIR?.trim() || 'data'),
    demoSeed: integer(env, 'DEMO_SEED', 1, 0, 2 ** 31 - 1),
    demoScale: scale(env),
    apiKeys: env.SECTORS_API_KEYS,
  }
}
