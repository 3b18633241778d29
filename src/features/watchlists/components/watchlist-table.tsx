import { useMemo, useState } from 'react'
import { DataTable, sortRows, type DataColumn, type SortState } from '../../../components/data-table'
import type { CompanyFigures, FigureId } from '../../../lib/companies/company-figures'
import { figureColumns } from '../figure-columns'
import { useWatchlistsText } from '../text'
import { useFigureColumnText } from '../use-figure-column-text'

export const companyKey = (row: { market: string; symbol: string }) => `${row.market}:${row.symbol}`

interface WatchlistTableProps {
  rows: readonly CompanyFigures[] | undefined
  figures: readonly FigureId[]
  /** keys (`idx:BBCA`) of the rows ticked; undefined: the list is read-only, no row can be chosen */
  selected?: ReadonlySet<string>
  onSelect?: (key: string, chosen: boolean) => void
  refreshing: boolean
}

/** A list's companies with the chosen figures, sorted on the client (every row is here); rows can be ticked. */
export function WatchlistTable({ rows, figures, selected, onSelect, refreshing }: WatchlistTableProps) {
  const [sort, setSort] = useState<SortState | null>(null)
  const t = useWatchlistsText()
  const text = useFigureColumnText()
  const currencies = useMemo(() => [...new Set((rows ?? []).map((row) => row.currency))], [rows])
  const columns = useMemo((): DataColumn<CompanyFigures>[] => {
    const base = figureColumns(figures, currencies, text)
    if (selected === undefined || onSelect === undefined) return base
    const choose: DataColumn<CompanyFigures> = {
      id: 'choose',
      label: t('table.choose'),
      value: (row) => selected.has(companyKey(row)),
      cell: (row) => (
        <input
          type="checkbox"
          aria-label={t('table.chooseSymbol', { symbol: row.symbol })}
          checked={selected.has(companyKey(row))}
          onChange={(event) => {
            onSelect(companyKey(row), event.target.checked)
          }}
        />
      ),
    }
    return [choose, ...base]
  }, [figures, currencies, selected, onSelect, t, text])
  return (
    <DataTable
      label={t('table.label')}
      columns={columns}
      rows={rows === undefined ? undefined : sortRows(rows, columns, sort)}
      rowKey={companyKey}
      sort={sort}
      onSortChange={setSort}
      refreshing={refreshing}
      empty={t('table.empty')}
      stickyFirstColumn={false}
    />
  )
}
