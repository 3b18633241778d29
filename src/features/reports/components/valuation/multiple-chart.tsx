import { Legend, Line, LineChart } from 'recharts'
import { ChartFrame, periodAxes, valueAxis } from '../../../../components/chart-frame'
import type { DataColumn } from '../../../../components/data-table'
import { useFormat } from '../../../../lib/i18n/use-format'
import type { MultiplePoint } from '../../api/valuation-selects'
import { reported } from '../../../../components/not-reported'
import { useReportsText } from '../../text'

/** One valuation multiple by year: the company as a solid line, its peers' average dashed. */
export function MultipleChart({ name, rows }: { name: string; rows: readonly MultiplePoint[] }) {
  const t = useReportsText()
  const { formatRatio } = useFormat()
  const ratioCell = (value: number | null) => reported(value, formatRatio)
  const columns: DataColumn<MultiplePoint>[] = [
    { id: 'label', label: t('fin.fiscalYear'), value: (row) => row.label },
    { id: 'company', label: t('valuation.company'), unit: '×', align: 'end', value: (row) => row.company, cell: (row) => ratioCell(row.company) },
    { id: 'peers', label: t('valuation.peerAverage'), unit: '×', align: 'end', value: (row) => row.peers, cell: (row) => ratioCell(row.peers) },
  ] // prettier-ignore
  return (
    <ChartFrame
      title={t('valuation.againstPeers', { multiple: name })}
      unit={t('valuation.multipleUnit')}
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
          <Line
            dataKey="company"
            name={t('valuation.company')}
            stroke={colours.series[0]}
            strokeWidth={2}
            isAnimationActive={false}
          />
          <Line
            dataKey="peers"
            name={t('valuation.peerAverage')}
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
