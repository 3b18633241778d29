import { Legend, Line, LineChart } from 'recharts'
import { ChartFrame, periodAxes, valueAxis } from '../../../../components/chart-frame'
import type { DataColumn } from '../../../../components/data-table'
import { formatRatio } from '../../../../lib/format'
import type { MultiplePoint } from '../../api/valuation-selects'
import { reported } from '../../../../components/not-reported'

const ratioCell = (value: number | null) => reported(value, formatRatio)

/** One valuation multiple by year: the company as a solid line, its peers' average dashed. */
export function MultipleChart({ name, rows }: { name: string; rows: readonly MultiplePoint[] }) {
  const columns: DataColumn<MultiplePoint>[] = [
    { id: 'label', label: 'Fiscal year', value: (row) => row.label },
    { id: 'company', label: 'Company', unit: '×', align: 'end', value: (row) => row.company, cell: (row) => ratioCell(row.company) },
    { id: 'peers', label: 'Peer average', unit: '×', align: 'end', value: (row) => row.peers, cell: (row) => ratioCell(row.peers) },
  ] // prettier-ignore
  return (
    <ChartFrame
      title={`${name} against peers`}
      unit="Multiple (×), fiscal years"
      rows={rows}
      columns={columns}
      height={220}
      minPoints={2}
    >
      {(colours) => (
        <LineChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          {periodAxes(colours, {
            axis: valueAxis(
              rows.flatMap((row) => [row.company, row.peers]),
              formatRatio,
            ),
            width: 48,
            tooltip: (value) => formatRatio(Number(value)),
          })}
          <Legend />
          <Line dataKey="company" name="Company" stroke={colours.series[0]} strokeWidth={2} isAnimationActive={false} />
          <Line
            dataKey="peers"
            name="Peer average"
            stroke={colours.series[1]}
            strokeDasharray="5 4"
            strokeWidth={2}
            isAnimationActive={false}
          />
        </LineChart>
      )}
    </ChartFrame>
  )
}
