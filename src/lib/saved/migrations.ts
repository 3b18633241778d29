import { parseTicker } from '../../shared/ticker'
import { readSavedData, readSavedDataV1, SAVED_VERSION, type SavedData, type SavedDataV1 } from './schema'

/** Version 1 → 2: its lists were IDX-only; tickers it could not have written are dropped, not guessed. */
const fromV1 = (old: SavedDataV1): SavedData => ({
  version: 2,
  watchlists: old.watchlists.map(({ id, name, symbols }) => ({
    id,
    name,
    companies: symbols
      .map((symbol) => parseTicker('idx', symbol))
      .filter((symbol) => symbol !== null)
      .map((symbol) => ({ market: 'idx' as const, symbol })),
  })),
  screens: [],
})

export type ReadResult =
  { ok: true; data: SavedData; migratedFrom: number | null } | { ok: false; reason: 'not-json' | 'foreign' | 'newer' }

/**
 * A stored or imported text as the current version: parsed, checked against its version's schema and migrated
 * step by step. Anything else is refused with the reason, never repaired by guessing.
 */
export function readSaved(raw: string): ReadResult {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return { ok: false, reason: 'not-json' }
  }
  const version =
    typeof value === 'object' && value !== null && 'version' in value && typeof value.version === 'number'
      ? value.version
      : null
  if (version !== null && version > SAVED_VERSION) return { ok: false, reason: 'newer' }
  const current = readSavedData(value)
  if (current !== null) return { ok: true, data: current, migratedFrom: null }
  const v1 = readSavedDataV1(value)
  if (v1 !== null) return { ok: true, data: fromV1(v1), migratedFrom: 1 }
  return { ok: false, reason: 'foreign' }
}
