import type { FieldType } from '../../shared/catalogue/types'
import type { IdxYearlyRow } from '../demo/model'
import { IDX_YEARLY_SERIES, seriesColumnName } from './schema'
import { quoteIdent } from './sql'
import type { SqlTarget, SqlValue } from './sql-target'

// The prepared inserts the demo market is written with (load.ts): one per table, a row's values bound in order.

export type RowValue = number | string | readonly string[] | null | undefined

export const toSql = (value: RowValue): SqlValue =>
  value === undefined ? null : typeof value === 'object' && value !== null ? JSON.stringify(value) : value

/** A prepared insert of `columns` into `table`, the values given in the same order. */
export function inserter(target: SqlTarget, table: string, columns: readonly string[]) {
  return target.prepare(
    `INSERT INTO ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  )
}

type RowEncoder = (row: Readonly<Record<string, RowValue>>) => SqlValue[]

/** A column filled from a row's property of the same name; a catalogue field, or a key such as the symbol. */
export interface Column {
  readonly name: string
  readonly type?: FieldType
}
export const SYMBOL_YEAR: readonly Column[] = [{ name: 'symbol' }, { name: 'year' }]

/**
 * A function that lists a row's values for `columns`, in order, ready to bind; made once per table. It runs for every
 * value of every row at start-up (about 20 million at scale 10), so it is written out for its columns: each name as
 * a constant (a loop reading `row[name]` reads a different property on every pass, which V8 can only do through its
 * generic, megamorphic lookup: about 7 % of a whole scale-10 build when profiled), and JSON only for list columns.
 * The names are our own catalogue's, quoted with JSON.stringify.
 */
export function rowEncoder(columns: readonly Column[]): RowEncoder {
  const values = columns.map(({ name, type }) =>
    type === 'string_list' ? `toSql(row[${JSON.stringify(name)}])` : `(row[${JSON.stringify(name)}] ?? null)`,
  )
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated from our constants, see above
  const make = new Function('toSql', `return (row) => [${values.join(', ')}]`) as (convert: typeof toSql) => RowEncoder
  return make(toSql)
}

/** An insert of whole rows into `table`, their values for `columns` read by a rowEncoder. */
export function rowInserter(target: SqlTarget, table: string, columns: readonly Column[]) {
  const insert = inserter(
    target,
    table,
    columns.map((column) => column.name),
  )
  const encode = rowEncoder(columns)
  return (row: Readonly<Record<string, RowValue>>) => {
    insert(encode(row))
  }
}

/**
 * An insert of a company's rows of the yearly series table (schema.ts): one per headline field, its years side by
 * side, null where the company has no yearly row.
 */
export function seriesInserter(target: SqlTarget) {
  const { table, fields, years } = IDX_YEARLY_SERIES
  const insert = inserter(target, table, ['field', 'symbol', ...years.map(seriesColumnName)])
  const nulls = years.map(() => null)
  // a row's headline figures read by name once each, not field by field through V8's generic keyed lookup
  const headline = rowEncoder(fields.map((name) => ({ name })))
  return (symbol: string, yearly: readonly IdxYearlyRow[]) => {
    // each row's column, found once for all the fields; a year the series does not hold has none
    const placed = yearly.flatMap((row) => {
      const at = years.indexOf(row.year)
      return at < 0 ? [] : [{ at, figures: headline(row) }]
    })
    fields.forEach((field, f) => {
      const values: SqlValue[] = [field, symbol, ...nulls]
      for (const { at, figures } of placed) values[2 + at] = figures[f] ?? null
      insert(values)
    })
  }
}
