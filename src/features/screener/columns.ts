import type { Catalogue, FieldUnit } from '../../shared/catalogue'
import { unitSuffix } from '../../lib/format'

/** A results column for one `query_values` key, described from the catalogue. */
export interface ValueColumn {
  /** the literal token, e.g. `revenue[2024]`: the key in query_values and what order_by takes */
  token: string
  /** header text without the unit or the year, e.g. `Revenue` */
  label: string
  /** the fiscal year of a yearly field's column, e.g. `2024` */
  year?: string
  /** the unit the header states, e.g. `IDR`, `%`; undefined for text, dates, counts */
  unitSuffix: string | undefined
  unit: FieldUnit
  /** list fields cannot be sorted on */
  sortable: boolean
  /** the header's tooltip; undefined until the fields' descriptions have loaded */
  description: string | undefined
}

const TOKEN = /^([a-z0-9_]+)(?:\[(\d{4})\])?$/

/** Columns for the keys the service answered with, in its order; symbol and name have columns of their own. */
export function valueColumns(keys: readonly string[], catalogue: Catalogue): ValueColumn[] {
  return keys
    .filter((key) => key !== 'symbol' && key !== 'company_name')
    .map((token) => {
      const match = TOKEN.exec(token)
      const field = match?.[1] === undefined ? undefined : catalogue.field(match[1])
      if (field === undefined)
        return { token, label: token, unitSuffix: undefined, unit: 'text', sortable: false, description: token }
      const suffix = unitSuffix(field.unit === 'IDR' || field.unit === 'SGD' ? catalogue.currency : field.unit)
      return {
        token,
        label: field.label,
        ...(match?.[2] === undefined ? {} : { year: match[2] }),
        unitSuffix: suffix === '' ? undefined : suffix,
        unit: field.unit,
        sortable: field.type !== 'string_list',
        description: field.description === '' ? undefined : field.description,
      }
    })
}

/** The keys of the first row that has query values (every row has the same keys). */
export function queryValueKeys(rows: readonly { query_values?: Record<string, unknown> | undefined }[]): string[] {
  return Object.keys(rows.find((row) => row.query_values !== undefined)?.query_values ?? {})
}

/** Which column the order_by sorts on, and how: only a single plain key maps onto a column header. */
export function sortState(orderBy: string): { token: string; descending: boolean } | null {
  const text = orderBy.trim()
  if (text === '' || text.includes(',') || text.includes('(')) return null
  return text.startsWith('-') ? { token: text.slice(1).trim(), descending: true } : { token: text, descending: false }
}
