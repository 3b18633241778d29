import type { ReactNode } from 'react'

/** The raw value of a cell: what sorting compares and what a CSV export writes. */
export type CellValue = string | number | boolean | null | undefined

/** One column as data. */
export interface DataColumn<Row> {
  id: string
  /** header text, without the unit */
  label: string
  /** stated in the header after the label, e.g. "IDR", "%", "×", "ha"; omitted for text */
  unit?: string
  /** header tooltip (title) */
  description?: string
  /** the raw value: used for client-side sorting and for CSV (full precision) */
  value: (row: Row) => CellValue
  /** what the cell shows; default: String(value) or "—" with title "not reported" when null/undefined */
  cell?: (row: Row) => ReactNode
  /** 'end' for numbers (right-aligned, tabular figures) */
  align?: 'start' | 'end'
  /** default false */
  sortable?: boolean
  /** the first sort on this column is descending (numbers) unless false; default: align === 'end' */
  sortDescendingFirst?: boolean
}

export interface SortState {
  columnId: string
  descending: boolean
}

/** The header text: `Market cap (IDR)`, or the label alone for a column without a unit. */
export const headerText = (column: Pick<DataColumn<unknown>, 'label' | 'unit'>): string =>
  column.unit === undefined || column.unit === '' ? column.label : `${column.label} (${column.unit})`

/** The sort a click on a column's header asks for: the other direction if it is sorted, else its first direction. */
export function nextSort(
  column: Pick<DataColumn<unknown>, 'id' | 'align' | 'sortDescendingFirst'>,
  current: SortState | null,
): SortState {
  if (current?.columnId === column.id) return { columnId: column.id, descending: !current.descending }
  // a number is most often wanted largest first; text from A
  return { columnId: column.id, descending: column.sortDescendingFirst ?? column.align === 'end' }
}

const missing = (value: CellValue): value is null | undefined => value === null || value === undefined

function compareValues(a: NonNullable<CellValue>, b: NonNullable<CellValue>): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b)
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' })
}

/**
 * Client-side sort for tables whose rows are all on the client: missing values last in both directions (a missing
 * value is not the smallest one), ties keep their order. An unknown column or a null sort keeps the rows as given.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly DataColumn<Row>[],
  sort: SortState | null,
): Row[] {
  const column = sort === null ? undefined : columns.find((candidate) => candidate.id === sort.columnId)
  if (sort === null || column === undefined) return [...rows]
  const direction = sort.descending ? -1 : 1
  return rows
    .map((row, index) => ({ row, index, value: column.value(row) }))
    .sort((a, b) => {
      if (missing(a.value) || missing(b.value))
        return missing(a.value) === missing(b.value) ? a.index - b.index : missing(a.value) ? 1 : -1
      return direction * compareValues(a.value, b.value) || a.index - b.index
    })
    .map(({ row }) => row)
}
