import type { Database } from 'better-sqlite3'
import type { Catalogue } from '../../../shared/catalogue'
import { decodeRow, type RawRow } from '../../db/rows'
import { isTextList, quarterKey, type EvaluationRow, type Value } from './evaluate'

/**
 * Reads a market's companies back as plain rows for the reference evaluator: snapshot values (plus classification
 * slugs) and yearly values by fiscal year. Only plain SELECTs: the evaluator must not share the compiler's logic.
 */
export function readEvaluationRows(db: Database, market: 'idx' | 'sgx', catalogue: Catalogue): EvaluationRow[] {
  const snapshotFields = catalogue.fields.filter(
    (field) => !field.yearly && field.quarterly !== true && field.member === undefined,
  )
  const yearlyFields = catalogue.fields.filter((field) => field.yearly)
  const quarterlyFields = catalogue.fields.filter((field) => field.quarterly === true)
  const quarters = new Map<string, Map<string, Record<string, Value>>>()
  if (quarterlyFields.length > 0)
    for (const raw of db.prepare<[], RawRow>(`SELECT * FROM ${market}_quarterly`).all()) {
      const symbol = String(raw.symbol)
      const bySymbol = quarters.get(symbol) ?? new Map<string, Record<string, Value>>()
      bySymbol.set(quarterKey(Number(raw.year), Number(raw.quarter)), decodeRow(raw, quarterlyFields))
      quarters.set(symbol, bySymbol)
    }
  const listNames = [...new Set(catalogue.fields.flatMap((field) => (field.member ? [field.member.list] : [])))]
  const years = new Map<string, Map<number, Record<string, Value>>>()
  for (const raw of db.prepare<[], RawRow>(`SELECT * FROM ${market}_yearly`).all()) {
    const symbol = String(raw.symbol)
    const bySymbol = years.get(symbol) ?? new Map<number, Record<string, Value>>()
    bySymbol.set(Number(raw.year), decodeRow(raw, yearlyFields))
    years.set(symbol, bySymbol)
  }
  return db
    .prepare<[], RawRow>(
      market === 'idx'
        ? 'SELECT * FROM idx_companies JOIN idx_company_details USING (symbol)'
        : 'SELECT * FROM sgx_companies',
    )
    .all()
    .map((raw) => {
      const values: Record<string, Value> = decodeRow(raw, snapshotFields)
      for (const field of snapshotFields.filter((definition) => definition.matchesSlug === true))
        values[`${field.name}_slug`] = String(raw[`${field.name}_slug`])
      const symbol = String(raw.symbol)
      const objectLists = Object.fromEntries(listNames.map((list) => [list, objectList(raw[list])]))
      return {
        symbol,
        values,
        years: years.get(symbol) ?? new Map(),
        quarters: quarters.get(symbol) ?? new Map(),
        objectLists,
      }
    })
}

/** A JSON list of objects as stored, or null. */
function objectList(raw: unknown): Record<string, unknown>[] | null {
  if (typeof raw !== 'string') return null
  const parsed: unknown = JSON.parse(raw)
  return Array.isArray(parsed)
    ? parsed.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : null
}

/** Text values that occur in the data, per text or list field: literals that make generated conditions match. */
export function textValues(rows: readonly EvaluationRow[], catalogue: Catalogue): Record<string, string[]> {
  const pools: Record<string, Set<string>> = {}
  for (const field of catalogue.fields.filter(
    (definition) => definition.type === 'string' || definition.type === 'string_list',
  )) {
    const pool = (pools[field.name] = new Set<string>())
    const member = field.member
    if (member !== undefined)
      for (const row of rows)
        for (const element of row.objectLists[member.list] ?? [])
          if (typeof element[member.key] === 'string') pool.add(String(element[member.key]))
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
