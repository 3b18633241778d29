import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface ResolvedKeys {
  keys: string[]
  /** where the keys came from, for the start-up message */
  origin: { kind: 'env' } | { kind: 'generated'; file: string; key: string } | { kind: 'stored'; file: string }
}

/**
 * The API keys this server accepts: `SECTORS_API_KEYS` (comma-separated) when set; otherwise one key kept in the
 * data directory, generated on first start (64 lower-case hex characters, like the real service's keys) and
 * readable by its owner only.
 */
export function resolveApiKeys(fromEnv: string | undefined, dataDir: string): ResolvedKeys {
  const listed = (fromEnv ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '')
  if (listed.length > 0) return { keys: listed, origin: { kind: 'env' } }

  const file = path.join(dataDir, 'api-key')
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim()
    if (stored !== '') return { keys: [stored], origin: { kind: 'stored', file } }
  }
  mkdirSync(dataDir, { recursive: true })
  const key = randomBytes(32).toString('hex')
  writeFileSync(file, `${key}\n`, { mode: 0o600 })
  chmodSync(file, 0o600) // the mode above is masked by the umask; this makes it exact
  return { keys: [key], origin: { kind: 'generated', file, key } }
}
