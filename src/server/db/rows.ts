import type { Database, Statement } from 'better-sqlite3'
import type { Def, RowOf } from '../../shared/catalogue/define'

/** A row as better-sqlite3 returns it. */
export type RawRow = Readonly<Record<string, unknown>>

function decodeValue(field: Def, raw: unknown): number | string | string[] | null {
  if (field.type === 'number') return typeof raw === 'number' ? raw : null
  if (typeof raw !== 'string') return null
  if (field.type !== 'string_list') return raw
  const parsed: unknown = JSON.parse(raw)
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : null
}

/**
 * Reads the catalogue fields of a stored row back into their typed form (list fields are stored as JSON text).
 * The one cast here is what ties SQL's untyped rows to the catalogue-derived row type; every key is set above it.
 */
export function decodeRow<const F extends readonly Def[]>(raw: RawRow, fields: F): RowOf<F> {
  const row: Record<string, number | string | string[] | null> = {}
  for (const field of fields) row[field.name] = decodeValue(field, raw[field.name])
  return row as RowOf<F>
}

/** Parses a JSON column that may be NULL. Its shape is the one our own loader wrote (see load.ts). */
export function jsonColumn(raw: unknown): unknown {
  return typeof raw === 'string' ? JSON.parse(raw) : null
}

/** Prepares a store's named queries at once: each name's SQL becomes a statement that returns raw rows. */
export function prepareRowQueries<const Name extends string>(
  db: Database,
  queries: Readonly<Record<Name, string>>,
): Record<Name, Statement<unknown[], RawRow>> {
  const entries = Object.entries<string>(queries).map(([name, sql]) => [name, db.prepare<unknown[], RawRow>(sql)])
  return Object.fromEntries(entries) as Record<Name, Statement<unknown[], RawRow>>
}
