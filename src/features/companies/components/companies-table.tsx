import { DataTable, type DataColumn, type SortState } from '../../../components/data-table'
import type { CompanySortKey } from '../../../shared/api/companies'
import { METRIC_COLUMN, type RankedCompany } from '../columns'
import { useCompaniesText } from '../text'

export interface CompaniesTableProps {
  columns: readonly DataColumn<RankedCompany>[]
  rows: readonly RankedCompany[] | undefined
  /** the order of the rows on screen */
  sortBy: CompanySortKey
  descending: boolean
  refreshing: boolean
  /** a header was clicked: sort by this key in this direction */
  onSort: (sortBy: CompanySortKey, descending: boolean) => void
}

/** The list as the table "Companies", in the service's order; its headers sort through the same URL as the picker. */
export function CompaniesTable({ columns, rows, sortBy, descending, refreshing, onSort }: CompaniesTableProps) {
  const t = useCompaniesText()
  const textKey = sortBy === 'symbol' || sortBy === 'company_name'
  const sort: SortState = { columnId: textKey ? sortBy : METRIC_COLUMN, descending }
  const keyOf = (columnId: string): CompanySortKey | undefined =>
    columnId === METRIC_COLUMN ? sortBy : columnId === 'symbol' || columnId === 'company_name' ? columnId : undefined
  return (
    <DataTable
      label={t('table.label')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.symbol}
      sort={sort}
      onSortChange={(next) => {
        const key = keyOf(next.columnId)
        if (key !== undefined) onSort(key, next.descending)
      }}
      refreshing={refreshing}
    />
  )
}
