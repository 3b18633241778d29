import { useMemo } from 'react'
import type { DataColumn } from '../../../../components/data-table'
import type { CsvColumn } from '../../../../lib/csv'
import { scaled } from '../../../../lib/figures'
import { quarterLabel, type QuarterCell, type QuarterlyLine, type QuarterlyTable } from '../../api/quarterly-statement'
import { IDX_STATEMENT_UNIT } from '../../api/statement-lines'
import { ChangeText } from '../../../../components/change-text'
import { StatementFigure, StatementPanel } from './statement-panel'

const { divisor, unit } = IDX_STATEMENT_UNIT

/** A change for the CSV: the fraction, "n.m." or empty. */
const csvChange = (change: QuarterCell['qoq'] | undefined) => (change === 'n.m.' ? 'n.m.' : change)

const quarterColumn = (date: string): DataColumn<QuarterlyLine> => ({
  id: date,
  label: quarterLabel(date),
  align: 'end',
  value: (line) => scaled(line.cells[date]?.value, divisor),
  cell: (line) => {
    const cell = line.cells[date]
    const changes =
      cell === undefined || cell.value === null ? null : (
        <>
          QoQ <ChangeText change={cell.qoq} />
          <br />
          YoY <ChangeText change={cell.yoy} />
        </>
      )
    return <StatementFigure value={cell?.value} divisor={divisor} changes={changes} />
  },
})

/**
 * The quarterly statements as lines × quarters, latest first, in one unit stated once; each figure carries its
 * change against the quarter before (QoQ) and the same quarter a year before (YoY). The CSV has every figure and
 * both changes in full precision.
 */
export function QuarterlyStatementTable({ table, fileStem }: { table: QuarterlyTable; fileStem: string }) {
  const columns = useMemo<DataColumn<QuarterlyLine>[]>(
    () => [{ id: 'line', label: 'Line', value: (line) => line.label }, ...table.quarters.map(quarterColumn)],
    [table.quarters],
  )
  const csvColumns = useMemo<CsvColumn<QuarterlyLine>[]>(
    () => [
      { header: 'Statement', value: (line) => line.statement },
      { header: 'Line', value: (line) => line.label },
      ...table.quarters.flatMap((date) => [
        {
          header: `${quarterLabel(date)} (${unit})`,
          value: (line: QuarterlyLine) => scaled(line.cells[date]?.value, divisor),
        },
        { header: `${quarterLabel(date)} QoQ`, value: (line: QuarterlyLine) => csvChange(line.cells[date]?.qoq) },
        { header: `${quarterLabel(date)} YoY`, value: (line: QuarterlyLine) => csvChange(line.cells[date]?.yoy) },
      ]),
    ],
    [table.quarters],
  )
  return (
    <StatementPanel
      title="Quarterly statements"
      unitNote={
        <>
          {unit}, quarters, latest first
          {table.kind === 'bank' && ' · bank statement lines'}
          {table.kind === 'insurer' && ' · insurer statement lines'}; QoQ against the quarter before, YoY against the
          same quarter a year before
        </>
      }
      lines={table.lines}
      columns={columns}
      csvColumns={csvColumns}
      fileStem={fileStem}
      tableLabel={(statement) => `${statement}, quarterly`}
    />
  )
}
