import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import { useMemo } from 'react'
import { Link } from 'react-router'
import type { ScreenerRow } from '../../../shared/api/screener'
import { catalogueFor, type Market } from '../../../shared/catalogue'
import { SkeletonRows } from '../../../components/states'
import { formatValue } from '../../../lib/format'
import { reportPath } from '../../../lib/links'
import { queryValueKeys, sortState, valueColumns } from '../columns'

interface ResultsTableProps {
  market: Market
  /** undefined until the first answer */
  rows: ScreenerRow[] | undefined
  /** the rows on screen belong to the previous request while the next one loads */
  refreshing: boolean
  orderBy: string
  skeletonRows: number
  onSort: (orderBy: string) => void
}

interface ColumnMeta {
  numeric: boolean
  description: string
}

/** Sorting is the URL's order_by: the table reads it and writes it back, it never sorts rows itself. */
const toSorting = (orderBy: string): SortingState => {
  const state = sortState(orderBy)
  return state === null ? [] : [{ id: state.token, desc: state.descending }]
}
const toOrderBy = (sorting: SortingState): string => {
  const first = sorting[0]
  return first === undefined ? 'symbol' : `${first.desc ? '-' : ''}${first.id}`
}

/** The screener's results: symbol (a link to the report), name, and one column per field the query names. */
export function ResultsTable({ market, rows, refreshing, orderBy, skeletonRows, onSort }: ResultsTableProps) {
  const catalogue = catalogueFor(market)
  const keys = useMemo(() => queryValueKeys(rows ?? []), [rows])
  const columns = useMemo((): ColumnDef<ScreenerRow>[] => {
    const values = valueColumns(keys, catalogue).map((column): ColumnDef<ScreenerRow> => ({
      id: column.token,
      header: column.header,
      accessorFn: (row) => row.query_values?.[column.token] ?? null,
      cell: (info) => formatValue(info.getValue(), column.unit),
      enableSorting: column.sortable,
      meta: {
        numeric: column.unit !== 'text' && column.unit !== 'date',
        description: column.description,
      } satisfies ColumnMeta,
    }))
    return [
      {
        id: 'symbol',
        header: 'Symbol',
        accessorKey: 'symbol',
        cell: (info) => <Link to={reportPath(market, info.row.original.symbol)}>{info.row.original.symbol}</Link>,
        meta: { numeric: false, description: 'Ticker' } satisfies ColumnMeta,
      },
      {
        id: 'company_name',
        header: 'Company',
        accessorKey: 'company_name',
        meta: { numeric: false, description: 'Company name' } satisfies ColumnMeta,
      },
      ...values,
    ]
  }, [keys, catalogue, market])

  const table = useReactTable({
    data: rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    state: { sorting: toSorting(orderBy) },
    onSortingChange: (updater: Updater<SortingState>) => {
      onSort(toOrderBy(typeof updater === 'function' ? updater(toSorting(orderBy)) : updater))
    },
  })

  return (
    <div className="table-scroll">
      <table className="results" aria-label="Screener results" aria-busy={rows === undefined || refreshing}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta as ColumnMeta | undefined
                const sorted = header.column.getIsSorted()
                const label = flexRender(header.column.columnDef.header, header.getContext())
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={meta?.numeric === true ? 'num' : undefined}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    title={meta?.description}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className="sort-button"
                        onClick={() => {
                          // a number is most often wanted largest first; text from A
                          header.column.toggleSorting(sorted === false ? meta?.numeric === true : sorted === 'asc')
                        }}
                      >
                        {label}
                        <span aria-hidden="true" className="sort-mark">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows === undefined ? (
            <SkeletonRows rows={skeletonRows} columns={Math.max(columns.length, 3)} />
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta as ColumnMeta | undefined
                  return (
                    <td key={cell.id} className={meta?.numeric === true ? 'num' : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  )
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
