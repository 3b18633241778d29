import { useMemo } from 'react'
import { Link } from 'react-router'
import type { ScreenerRow } from '../../../shared/api/screener'
import { specsFor, type Market } from '../../../shared/catalogue'
import { DataTable, type CellValue, type DataColumn, type SortState } from '../../../components/data-table'
import { WatchButton } from '../../../components/watch-button'
import { useShownCatalogue } from '../../../lib/i18n/field-text'
import { isClassificationLevel, useClassificationName } from '../../../lib/i18n/classification-name'
import { useFormat } from '../../../lib/i18n/use-format'
import { reportPath } from '../../../lib/links'
import { queryValueKeys, sortState, valueColumns } from '../columns'
import { reported } from '../../../components/not-reported'
import { useScreenerText } from '../text'

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

/** Sorting is the URL's order_by: the table reads it and writes it back, it never sorts rows itself. */
const toSort = (orderBy: string): SortState | null => {
  const state = sortState(orderBy)
  return state === null ? null : { columnId: state.token, descending: state.descending }
}
const toOrderBy = (sort: SortState): string => `${sort.descending ? '-' : ''}${sort.columnId}`

/** A query value as a table value: lists and upstream extras as the text the cell shows. */
const cellValue = (value: unknown): CellValue => {
  if (value === null || value === undefined) return null
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  return Array.isArray(value) ? value.map(String).join(', ') : JSON.stringify(value)
}

/** The screener's results: symbol (a link to the report), name, and one column per field the query names. */
export function ResultsTable({ market, rows, refreshing, orderBy, skeletonRows, onSort }: ResultsTableProps) {
  const catalogue = useShownCatalogue(specsFor(market))
  const keys = useMemo(() => queryValueKeys(rows ?? []), [rows])
  const t = useScreenerText()
  const { formatValue } = useFormat()
  const classificationName = useClassificationName()
  const columns = useMemo((): DataColumn<ScreenerRow>[] => {
    const values = valueColumns(keys, catalogue).map((column): DataColumn<ScreenerRow> => ({
      id: column.token,
      label: column.year === undefined ? column.label : t('results.year', { label: column.label, year: column.year }),
      unit: column.unitSuffix,
      description: column.description,
      value: (row) => cellValue(row.query_values?.[column.token]),
      cell: (row) => {
        const value = row.query_values?.[column.token] ?? null
        // a classification is named in the language shown; the value (sorting, CSV) stays the service's
        if (isClassificationLevel(column.token) && typeof value === 'string')
          return classificationName(column.token, value)
        return reported(value, (cell) => formatValue(cell, column.unit))
      },
      align: column.unit !== 'text' && column.unit !== 'date' ? 'end' : 'start',
      sortable: column.sortable,
    }))
    return [
      {
        id: 'symbol',
        label: t('results.symbol'),
        description: t('results.ticker'),
        value: (row) => row.symbol,
        cell: (row) => (
          <>
            <Link to={reportPath(market, row.symbol)}>{row.symbol}</Link>
            <WatchButton compact company={{ market, symbol: row.symbol }} />
          </>
        ),
      },
      {
        id: 'company_name',
        label: t('results.company'),
        description: t('results.companyName'),
        value: (row) => row.company_name,
      },
      ...values,
    ]
  }, [keys, catalogue, market, t, formatValue, classificationName])

  return (
    <DataTable
      label={t('results.label')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.symbol}
      sort={toSort(orderBy)}
      onSortChange={(sort) => {
        onSort(toOrderBy(sort))
      }}
      refreshing={refreshing}
      skeletonRows={skeletonRows}
    />
  )
}
