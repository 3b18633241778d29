import { DataTable, type DataColumn } from '../../../../components/data-table'
import { formatPercent, formatRatio } from '../../../../lib/format'
import type { RatioLine } from '../../api/ratio-lines'
import { reported } from '../../../../components/not-reported'

/** Ratios × fiscal years (latest first): percentages as %, multiples as ×. */
export function RatioTable({ years, lines }: { years: readonly string[]; lines: readonly RatioLine[] }) {
  const columns: DataColumn<RatioLine>[] = [
    { id: 'ratio', label: 'Ratio', value: (line) => line.label },
    ...years.map((year) => ({
      id: year,
      label: `FY${year}`,
      align: 'end' as const,
      value: (line: RatioLine) => line.cells[year],
      cell: (line: RatioLine) => {
        return reported(line.cells[year], line.kind === 'percent' ? formatPercent : formatRatio)
      },
    })),
  ]
  return (
    <div className="panel">
      <h3>Ratios over time</h3>
      <DataTable label="Ratios over time" columns={columns} rows={lines} rowKey={(line) => line.id} />
    </div>
  )
}
