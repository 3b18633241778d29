import { useMemo } from 'react'
import type { DataColumn } from '../../../../components/data-table'
import type { CsvColumn } from '../../../../lib/csv'
import { scaled } from '../../../../lib/figures'
import { quarterLabel, type QuarterCell, type QuarterlyLine, type QuarterlyTable } from '../../api/quarterly-statement'
import { IDX_STATEMENT_UNIT } from '../../api/statement-lines'
import { ChangeText } from '../../../../components/change-text'
import { useScaleUnit } from '../../scale-unit'
import { useReportsText, type ReportsT } from '../../text'
import { StatementFigure, StatementPanel, useStatementText } from './statement-panel'

const { divisor, currency } = IDX_STATEMENT_UNIT

/** A change for the CSV: the fraction, "n.m." or empty. */
const csvChange = (change: QuarterCell['qoq'] | undefined) => (change === 'n.m.' ? 'n.m.' : change)

const quarterColumn =
  (t: ReportsT) =>
  (date: string): DataColumn<QuarterlyLine> => ({
    id: date,
    label: quarterLabel(date),
    align: 'end',
    value: (line) => scaled(line.cells[date]?.value, divisor),
    cell: (line) => {
      const cell = line.cells[date]
      const changes =
        cell === undefined || cell.value === null ? null : (
          <>
            {t('fin.qoq')} <ChangeText change={cell.qoq} />
            <br />
            {t('fin.yoy')} <ChangeText change={cell.yoy} />
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
  const t = useReportsText()
  const statementText = useStatementText()
  const unit = useScaleUnit()(divisor, currency)
  const columns = useMemo<DataColumn<QuarterlyLine>[]>(
    () => [
      { id: 'line', label: t('fin.lineColumn'), value: (line) => t(line.label) },
      ...table.quarters.map(quarterColumn(t)),
    ],
    [table.quarters, t],
  )
  const csvColumns = useMemo<CsvColumn<QuarterlyLine>[]>(
    () => [
      { header: t('fin.statementColumn'), value: (line) => statementText(line.statement) },
      { header: t('fin.lineColumn'), value: (line) => t(line.label) },
      ...table.quarters.flatMap((date) => [
        {
          header: `${quarterLabel(date)} (${unit})`,
          value: (line: QuarterlyLine) => scaled(line.cells[date]?.value, divisor),
        },
        { header: `${quarterLabel(date)} QoQ`, value: (line: QuarterlyLine) => csvChange(line.cells[date]?.qoq) },
        { header: `${quarterLabel(date)} YoY`, value: (line: QuarterlyLine) => csvChange(line.cells[date]?.yoy) },
      ]),
    ],
    [table.quarters, t, statementText, unit],
  )
  return (
    <StatementPanel
      title={t('fin.quarterlyStatementsTitle')}
      unitNote={t('fin.quarterlyNote', { unit, kind: table.kind })}
      lines={table.lines}
      columns={columns}
      csvColumns={csvColumns}
      fileStem={fileStem}
      tableLabel={(statement) => t('fin.quarterlyTable', { statement: statementText(statement) })}
    />
  )
}
