import type { Database } from 'better-sqlite3'
import type { Catalogue } from '../../../shared/catalogue'
import { decodeRow, type RawRow } from '../../db/rows'
import { isTextList, type EvaluationRow, type Value } from './evaluate'

/**
 * Reads a market's companies back as plain rows for the reference evaluator: snapshot values (plus classification
 * slugs) and yearly values by fiscal year. Only plain SELECTs: the evaluator must not share the compiler's logic.
 */
export function readEvaluationRows(db: Database, market: 'idx' | 'sgx', catalogue: Catalogue): EvaluationRow[] {
  const snapshotFields = catalogue.fields.filter((field) => !field.yearly)
  const yearlyFields = catalogue.fields.filter((field) => field.yearly)
  const years = new Map<string, Map<number, Record<string, Value>>>()
  for (const raw of db.prepare<[], RawRow>(`SELECT * FROM ${market}_yearly`).all()) {
    const symbol = String(raw.symbol)
    const bySymbol = years.get(symbol) ?? new Map<number, Record<string, Value>>()
    bySymbol.set(Number(raw.year), decodeRow(raw, yearlyFields))
    years.set(symbol, bySymbol)
  }
  return db
    .prepare<[], RawRow>(`SELECT * FROM ${market}_companies`)
    .all()
    .map((raw) => {
      const values: Record<string, Value> = decodeRow(raw, snapshotFields)
      for (const field of snapshotFields.filter((definition) => definition.matchesSlug === true))
        values[`${field.name}_slug`] = String(raw[`${field.name}_slug`])
      const symbol = String(raw.symbol)
      return { symbol, values, years: years.get(symbol) ?? new Map() }
    })
}

/** Text values that occur in the data, per text or list field: literals that make generated conditions match. */
export function textValues(rows: readonly EvaluationRow[], catalogue: Catalogue): Record<string, string[]> {
  const pools: Record<string, Set<string>> = {}
  for (const field of catalogue.fields.filter(
    (definition) => definition.type === 'string' || definition.type === 'string_list',
  )) {
    const pool = (pools[field.name] = new Set<string>())
    for (const row of rows) {
      const value = row.values[field.name] ?? null
      if (typeof value === 'string') pool.add(value)
      if (isTextList(value)) for (const item of value) pool.add(item)
      const slug = row.values[`${field.name}_slug`]
      if (typeof slug === 'string') pool.add(slug)
    }
  }
  return Object.fromEntries(Object.entries(pools).map(([name, pool]) => [name, [...pool].slice(0, 60)]))
}
