import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { ChangeText } from '../../../components/change-text'
import { DataTable, sortRows, type DataColumn, type SortState } from '../../../components/data-table'
import { NotReported } from '../../../components/not-reported'
import { PanelState } from '../../../components/panel-state'
import { ClassificationName } from '../../../lib/i18n/classification-name'
import { useFormat, type Formats } from '../../../lib/i18n/use-format'
import { subSectorPath } from '../../../lib/links'
import { marketQueries } from '../api/market-queries'
import type { SubSectorRow } from '../sub-sector-rows'
import { useMarketText, type MarketT } from '../text'

const change = (
  id: string,
  label: string,
  description: string,
  value: (row: SubSectorRow) => number | null,
): DataColumn<SubSectorRow> => ({
  id,
  label,
  unit: '%',
  align: 'end',
  sortable: true,
  description,
  value,
  cell: (row) => <ChangeText change={value(row)} />,
})

const subSectorColumns = (
  t: MarketT,
  { formatCount, formatMoney, formatRatio }: Formats,
): DataColumn<SubSectorRow>[] => [
  {
    id: 'name',
    label: t('subSectors.subSector'),
    sortable: true,
    value: (row) => row.name,
    cell: (row) => (
      <Link to={subSectorPath(row.slug)}>
        <ClassificationName level="sub_sector" of={row.name} />
      </Link>
    ),
  },
  {
    id: 'sector',
    label: t('subSectors.sector'),
    sortable: true,
    value: (row) => row.sector,
    cell: (row) => <ClassificationName level="sector" of={row.sector} />,
  },
  {
    id: 'companies',
    label: t('subSectors.companies'),
    align: 'end',
    sortable: true,
    value: (row) => row.companies,
    cell: (row) => (row.companies === null ? <NotReported /> : formatCount(row.companies)),
  },
  {
    id: 'market_cap',
    label: t('subSectors.marketCap'),
    unit: 'IDR',
    align: 'end',
    sortable: true,
    value: (row) => row.marketCap,
    cell: (row) => (row.marketCap === null ? <NotReported /> : formatMoney(row.marketCap, 'IDR')),
  },
  change('change_1w', t('subSectors.change1w'), t('subSectors.changeDescription'), (row) => row.change1w),
  change('change_ytd', t('subSectors.changeYtd'), t('subSectors.changeDescription'), (row) => row.changeYtd),
  change('change_1y', t('subSectors.change1y'), t('subSectors.changeDescription'), (row) => row.change1y),
  {
    id: 'median_pe',
    label: t('subSectors.medianPe'),
    unit: '×',
    align: 'end',
    sortable: true,
    description: t('subSectors.medianPeDescription'),
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
  const t = useMarketText()
  const format = useFormat()
  const columns = useMemo(() => subSectorColumns(t, format), [t, format])
  const shownSort = sort ?? DEFAULT_SUB_SECTOR_SORT
  const rows = useMemo(
    () => (query.data === undefined ? undefined : sortRows(query.data, columns, shownSort)),
    [query.data, columns, shownSort],
  )
  return (
    <section className="panel market-panel" aria-labelledby="market-sub-sectors-title">
      <h2 id="market-sub-sectors-title">{t('subSectors.title')}</h2>
      <PanelState title={t('subSectors.panelTitle')} query={{ ...query, data: rows }}>
        {(sorted) => (
          <DataTable
            label={t('subSectors.title')}
            columns={columns}
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
