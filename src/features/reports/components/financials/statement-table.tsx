import { useMemo } from 'react'
import type { DataColumn } from '../../../../components/data-table'
import type { CsvColumn } from '../../../../lib/csv'
import { scaled } from '../../../../lib/figures'
import { lineText, yearLabel, type StatementLine, type StatementTable as Table } from '../../api/statement-lines'
import { ChangeText } from '../../../../components/change-text'
import { useScaleUnit } from '../../scale-unit'
import { useReportsText } from '../../text'
import { StatementFigure, StatementPanel, useStatementText } from './statement-panel'

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
  const t = useReportsText()
  const statementText = useStatementText()
  const unit = useScaleUnit()(table.unit.divisor, table.unit.currency)
  const columns = useMemo<DataColumn<StatementLine>[]>(
    () => [
      { id: 'line', label: t('fin.lineColumn'), value: (line) => lineText(t, line.label) },
      ...table.years.map(yearColumn(table.unit.divisor)),
    ],
    [table.years, table.unit.divisor, t],
  )
  const csvColumns = useMemo<CsvColumn<StatementLine>[]>(
    () => [
      { header: t('fin.statementColumn'), value: (line) => statementText(line.statement) },
      { header: t('fin.lineColumn'), value: (line) => lineText(t, line.label) },
      ...table.years.map((year) => ({
        header: `${yearLabel(year)} (${unit})`,
        value: (line: StatementLine) => scaled(line.cells[year]?.value, table.unit.divisor),
      })),
    ],
    [table.years, table.unit.divisor, unit, t, statementText],
  )
  return (
    <StatementPanel
      title={t('fin.statementsTitle')}
      unitNote={t('fin.statementsNote', { unit, bank: table.bank ? 'yes' : 'no' })}
      lines={table.lines}
      columns={columns}
      csvColumns={csvColumns}
      fileStem={fileStem}
    />
  )
}
