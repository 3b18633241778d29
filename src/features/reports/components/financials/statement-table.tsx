import { useMemo } from 'react'
import type { DataColumn } from '../../../../components/data-table'
import type { CsvColumn } from '../../../../lib/csv'
import { scaled } from '../../../../lib/figures'
import { yearLabel, type StatementLine, type StatementTable as Table } from '../../api/statement-lines'
import { ChangeText } from '../../../../components/change-text'
import { StatementFigure, StatementPanel } from './statement-panel'

const yearColumn =
  (divisor: number) =>
  (year: number): DataColumn<StatementLine> => ({
    id: String(year),
    label: yearLabel(year),
    align: 'end',
    value: (line) => scaled(line.cells[year]?.value, divisor),
    cell: (line) => {
      const cell = line.cells[year]
      return (
        <StatementFigure
          value={cell?.value}
          divisor={divisor}
          changes={cell === undefined ? null : <ChangeText change={cell.change} />}
        />
      )
    },
  })

/**
 * The income statement, balance sheet and cash flow as lines × fiscal years, latest year first, in one unit stated
 * once; each figure carries its change against the year before. The CSV has every line in full precision.
 */
export function StatementTable({ table, fileStem }: { table: Table; fileStem: string }) {
  const columns = useMemo<DataColumn<StatementLine>[]>(
    () => [
      { id: 'line', label: 'Line', value: (line) => line.label },
      ...table.years.map(yearColumn(table.unit.divisor)),
    ],
    [table.years, table.unit.divisor],
  )
  const csvColumns = useMemo<CsvColumn<StatementLine>[]>(
    () => [
      { header: 'Statement', value: (line) => line.statement },
      { header: 'Line', value: (line) => line.label },
      ...table.years.map((year) => ({
        header: `${yearLabel(year)} (${table.unit.unit})`,
        value: (line: StatementLine) => scaled(line.cells[year]?.value, table.unit.divisor),
      })),
    ],
    [table.years, table.unit],
  )
  return (
    <StatementPanel
      title="Financial statements"
      unitNote={
        <>
          {table.unit.unit}, fiscal years, latest first
          {table.bank && ' · bank statement lines'}; the change is against the year before
        </>
      }
      lines={table.lines}
      columns={columns}
      csvColumns={csvColumns}
      fileStem={fileStem}
    />
  )
}
