import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table'
import { useMemo, type ReactNode } from 'react'
import { SkeletonRows } from '../states'
import './column-meta'
import { headerText, nextSort, type DataColumn, type SortState } from './data-column'
import { reported } from '../not-reported'
import { TableScroll } from './table-scroll'

export interface DataTableProps<Row> {
  /** accessible name of the table (aria-label), e.g. "Auctions", "Companies", "Screener results" */
  label: string
  columns: readonly DataColumn<Row>[]
  /** undefined while the first answer loads: skeleton rows are shown */
  rows: readonly Row[] | undefined
  rowKey: (row: Row) => string
  /** controlled from outside; null = unsorted. Clicking a sortable header calls onSortChange */
  sort?: SortState | null
  onSortChange?: (next: SortState) => void
  /** ids of columns not shown (controlled from outside) */
  hiddenColumnIds?: readonly string[]
  /** rows on screen belong to an older request while a new one loads (aria-busy) */
  refreshing?: boolean
  /** how many skeleton rows while loading; default 10 */
  skeletonRows?: number
  /** shown in place of the body when rows is an empty array */
  empty?: ReactNode
  /** e.g. highlight the company itself among its peers, or an auction's winner */
  rowClassName?: (row: Row) => string | undefined
  /** sticky first column; default true */
  stickyFirstColumn?: boolean
}

const NO_COLUMNS: readonly string[] = []

/** Columns as TanStack definitions: the cell shows `cell`, else the raw value, else "not reported". */
function toColumnDefs<Row>(columns: readonly DataColumn<Row>[]): ColumnDef<Row>[] {
  return columns.map((column) => ({
    id: column.id,
    header: headerText(column),
    accessorFn: column.value,
    cell: ({ row }) => {
      if (column.cell !== undefined) return column.cell(row.original)
      const value = column.value(row.original)
      return reported(value, String)
    },
    enableSorting: column.sortable ?? false,
    meta: {
      align: column.align ?? 'start',
      description: column.description,
      sortable: column.sortable ?? false,
      sortDescendingFirst: column.sortDescendingFirst ?? column.align === 'end',
    },
  }))
}

/**
 * A table whose columns are data. Sorting and column visibility are controlled from outside (the URL, a server
 * order, or `sortRows` for rows already on the client); the table never reorders rows itself.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rows, rowKey, sort = null, onSortChange, hiddenColumnIds = NO_COLUMNS } = props
  const definitions = useMemo(() => toColumnDefs(columns), [columns])
  // TanStack takes a mutable array; a copy per answer, not per render
  const data = useMemo(() => (rows === undefined ? [] : [...rows]), [rows])
  const sorting: SortingState = sort === null ? [] : [{ id: sort.columnId, desc: sort.descending }]
  const columnVisibility: VisibilityState = Object.fromEntries(hiddenColumnIds.map((id) => [id, false]))

  const table = useReactTable<Row>({
    data,
    columns: definitions,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowKey(row),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    state: { sorting, columnVisibility },
  })

  const sortBy = (header: Header<Row, unknown>) => {
    const meta = header.column.columnDef.meta
    onSortChange?.(nextSort({ id: header.column.id, sortDescendingFirst: meta?.sortDescendingFirst }, sort))
  }
  const visibleCount = table.getVisibleLeafColumns().length
  const className = props.stickyFirstColumn === false ? 'data-table' : 'data-table data-table--sticky-first'

  return (
    <TableScroll label={label}>
      <table className={className} aria-label={label} aria-busy={rows === undefined || props.refreshing === true}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} sortable={onSortChange !== undefined} onSort={sortBy} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows === undefined ? (
            <SkeletonRows rows={props.skeletonRows ?? 10} columns={visibleCount} />
          ) : rows.length === 0 && props.empty !== undefined ? (
            <tr className="data-table__empty">
              <td colSpan={visibleCount}>{props.empty}</td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={props.rowClassName?.(row.original)}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={cell.column.columnDef.meta?.align === 'end' ? 'num' : undefined}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScroll>
  )
}

interface HeaderCellProps<Row> {
  header: Header<Row, unknown>
  /** whether the table takes sort changes at all */
  sortable: boolean
  onSort: (header: Header<Row, unknown>) => void
}

/** A column header: `aria-sort` on the cell and a real button inside it when the column can be sorted. */
function HeaderCell<Row>({ header, sortable, onSort }: HeaderCellProps<Row>) {
  const meta = header.column.columnDef.meta
  const sorted = header.column.getIsSorted()
  const text = flexRender(header.column.columnDef.header, header.getContext())
  return (
    <th
      scope="col"
      className={meta?.align === 'end' ? 'num' : undefined}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      title={meta?.description}
    >
      {sortable && meta?.sortable === true ? (
        <button
          type="button"
          className="sort-button"
          onClick={() => {
            onSort(header)
          }}
        >
          {text}
          <span aria-hidden="true" className="sort-mark">
            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
          </span>
        </button>
      ) : (
        text
      )}
    </th>
  )
}
