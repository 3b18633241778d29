import { useCallback, type ReactNode } from 'react'
import { DataTable, type DataColumn } from '../../../../components/data-table'
import { ExportCsvButton } from '../../../../components/export-csv-button'
import type { CsvColumn } from '../../../../lib/csv'
import { STATEMENT_TITLES, STATEMENTS, type Statement } from '../../api/statement-lines'
import { scaled } from '../../../../lib/figures'
import { useFormat } from '../../../../lib/i18n/use-format'
import { reported } from '../../../../components/not-reported'
import { useReportsText } from '../../text'

/** A statement's title in the language shown: "Income statement", "Laba rugi". */
export function useStatementText(): (statement: Statement) => string {
  const t = useReportsText()
  return useCallback((statement: Statement) => t(STATEMENT_TITLES[statement]), [t])
}

interface StatementPanelProps<Line extends { id: string; statement: Statement }> {
  title: string
  /** the unit and what each change is against, stated once above the tables */
  unitNote: ReactNode
  lines: readonly Line[]
  columns: readonly DataColumn<Line>[]
  csvColumns: readonly CsvColumn<Line>[]
  fileStem: string
  /** each table's accessible name; default the statement's title */
  tableLabel?: (statement: Statement) => string
}

/**
 * The frame of the yearly and the quarterly statements alike: the heading with the unit and the CSV of every line,
 * then one table per statement that has lines (income statement, balance sheet, cash flow).
 */
export function StatementPanel<Line extends { id: string; statement: Statement }>(props: StatementPanelProps<Line>) {
  const statementText = useStatementText()
  const { title, unitNote, lines, columns, csvColumns, fileStem, tableLabel = statementText } = props
  return (
    <div className="panel statement">
      <div className="statement__head">
        <h3>{title}</h3>
        <p className="statement__unit">{unitNote}</p>
        <ExportCsvButton fetchRows={() => Promise.resolve(lines)} columns={csvColumns} fileStem={fileStem} />
      </div>
      {STATEMENTS.map((statement) => {
        const shown = lines.filter((line) => line.statement === statement)
        if (shown.length === 0) return null
        return (
          <div key={statement} className="statement__block">
            <h4>{statementText(statement)}</h4>
            <DataTable label={tableLabel(statement)} columns={columns} rows={shown} rowKey={(line) => line.id} />
          </div>
        )
      })}
    </div>
  )
}

/** A statement's figure in the table's unit, with its change(s) under it where the figure has them. */
export function StatementFigure({
  value,
  divisor,
  changes,
}: {
  value: number | null | undefined
  divisor: number
  changes: ReactNode
}) {
  const { formatScaled } = useFormat()
  return (
    <>
      {reported(formatScaled(scaled(value, divisor)))}
      {changes !== null && <span className="statement__change">{changes}</span>}
    </>
  )
}
