import { Link } from 'react-router'
import type { CompanyListItem, CompanySortKey } from '../../shared/api/companies'
import { type DataColumn } from '../../components/data-table'
import { WatchButton } from '../../components/watch-button'
import { reportPath } from '../../lib/links'
import type { Formats } from '../../lib/i18n/use-format'
import { sortKeyText } from './sort-key-text'
import type { CompaniesT } from './text'
import { reported } from '../../components/not-reported'

/** A row of the list with its place in the order the service gave. */
export interface RankedCompany extends CompanyListItem {
  readonly rank: number
}

export const ranked = (rows: readonly CompanyListItem[]): RankedCompany[] =>
  rows.map((row, index) => ({ ...row, rank: index + 1 }))

/** The sorted metric, or null for a missing value (and for the text keys, which have no metric). */
export const metricValue = (row: CompanyListItem): number | null =>
  typeof row.sorted_by === 'number' ? row.sorted_by : null

/** The column ids that stand for a sort key; the metric column stands for whichever metric is sorted on. */
export const METRIC_COLUMN = 'metric'

/**
 * The list's columns: rank, symbol (to the report), company name, and the sorted metric labelled with its unit
 * and fiscal year. Names sorts have no metric column: the order is the value.
 */
export function companyColumns(sortBy: CompanySortKey, t: CompaniesT, formats: Formats): DataColumn<RankedCompany>[] {
  const info = sortKeyText(sortBy, t, formats)
  const columns: DataColumn<RankedCompany>[] = [
    { id: 'rank', label: t('column.rank'), value: (row) => row.rank, align: 'end' },
    {
      id: 'symbol',
      label: t('column.symbol'),
      value: (row) => row.symbol,
      cell: (row) => (
        <>
          <Link to={reportPath('idx', row.symbol)}>{row.symbol}</Link>
          <WatchButton compact company={{ market: 'idx', symbol: row.symbol }} />
        </>
      ),
      sortable: true,
      sortDescendingFirst: false,
    },
    { id: 'company_name', label: t('column.companyName'), value: (row) => row.company_name, sortable: true },
  ]
  const format = info.format
  if (format === undefined) return columns
  return [
    ...columns,
    {
      id: METRIC_COLUMN,
      label: info.label,
      unit: info.unit,
      description: info.description,
      value: metricValue,
      cell: (row) => {
        const value = metricValue(row)
        return reported(value, format)
      },
      align: 'end',
      sortable: true,
    },
  ]
}
