import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { ChangeText } from '../../../components/change-text'
import { DataTable, sortRows, type DataColumn, type SortState } from '../../../components/data-table'
import { NotReported } from '../../../components/not-reported'
import { PanelState } from '../../../components/panel-state'
import { formatCount, formatMoney, formatRatio } from '../../../lib/format'
import { ClassificationName } from '../../../lib/i18n/classification-name'
import { subSectorPath } from '../../../lib/links'
import { marketQueries } from '../api/market-queries'
import type { SubSectorRow } from '../sub-sector-rows'

const change = (id: string, label: string, value: (row: SubSectorRow) => number | null): DataColumn<SubSectorRow> => ({
  id,
  label,
  unit: '%',
  align: 'end',
  sortable: true,
  description: 'change of the sub-sector’s total market cap',
  value,
  cell: (row) => <ChangeText change={value(row)} />,
})

export const SUB_SECTOR_COLUMNS: DataColumn<SubSectorRow>[] = [
  {
    id: 'name',
    label: 'Sub-sector',
    sortable: true,
    value: (row) => row.name,
    cell: (row) => (
      <Link to={subSectorPath(row.slug)}>
        <ClassificationName level="sub_sector" of={row.name} />
      </Link>
    ),
  },
  { id: 'sector', label: 'Sector', sortable: true, value: (row) => row.sector },
  {
    id: 'companies',
    label: 'Companies',
    align: 'end',
    sortable: true,
    value: (row) => row.companies,
    cell: (row) => (row.companies === null ? <NotReported /> : formatCount(row.companies)),
  },
  {
    id: 'market_cap',
    label: 'Market cap',
    unit: 'IDR',
    align: 'end',
    sortable: true,
    value: (row) => row.marketCap,
    cell: (row) => (row.marketCap === null ? <NotReported /> : formatMoney(row.marketCap, 'IDR')),
  },
  change('change_1w', '1W change', (row) => row.change1w),
  change('change_ytd', 'YTD change', (row) => row.changeYtd),
  change('change_1y', '1Y change', (row) => row.change1y),
  {
    id: 'median_pe',
    label: 'Median P/E',
    unit: '×',
    align: 'end',
    sortable: true,
    description: 'median P/E of the companies with earnings',
    value: (row) => row.medianPe,
    cell: (row) => (row.medianPe === null ? <NotReported /> : formatRatio(row.medianPe)),
  },
]

/** The table's order when the link names none: the largest sub-sectors first. */
export const DEFAULT_SUB_SECTOR_SORT: SortState = { columnId: 'market_cap', descending: true }

interface SubSectorTableProps {
  sort: SortState | null
  onSort: (next: SortState) => void
}

/** Every IDX sub-sector with its size, its change and its median P/E, sorted by any column; rows open its page. */
export function SubSectorTable({ sort, onSort }: SubSectorTableProps) {
  const query = useQuery(marketQueries.subSectors())
  const shownSort = sort ?? DEFAULT_SUB_SECTOR_SORT
  const rows = useMemo(
    () => (query.data === undefined ? undefined : sortRows(query.data, SUB_SECTOR_COLUMNS, shownSort)),
    [query.data, shownSort],
  )
  return (
    <section className="panel market-panel" aria-labelledby="market-sub-sectors-title">
      <h2 id="market-sub-sectors-title">Sub-sectors</h2>
      <PanelState title="The sub-sectors" query={{ ...query, data: rows }}>
        {(sorted) => (
          <DataTable
            label="Sub-sectors"
            columns={SUB_SECTOR_COLUMNS}
            rows={sorted}
            rowKey={(row) => row.slug}
            sort={shownSort}
            onSortChange={onSort}
          />
        )}
      </PanelState>
    </section>
  )
}
