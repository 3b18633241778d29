import { Legend, Line, LineChart } from 'recharts'
import { ChartFrame, periodAxes, valueAxis } from '../../../../components/chart-frame'
import { figureColumn, type DataColumn } from '../../../../components/data-table'
import { useFormat } from '../../../../lib/i18n/use-format'
import type { MultiplePoint } from '../../api/valuation-selects'
import { useReportsText } from '../../text'

/** One valuation multiple by year: the company as a solid line, its peers' average dashed. */
export function MultipleChart({ name, rows }: { name: string; rows: readonly MultiplePoint[] }) {
  const t = useReportsText()
  const { formatRatio } = useFormat()
  const ratio = (id: 'company' | 'peers', label: string) =>
    figureColumn<MultiplePoint>({ id, label, unit: '×', value: (row) => row[id], format: formatRatio })
  const columns: DataColumn<MultiplePoint>[] = [
    { id: 'label', label: t('fin.fiscalYear'), value: (row) => row.label },
    ratio('company', t('valuation.company')),
    ratio('peers', t('valuation.peerAverage')),
  ]
  return (
    <ChartFrame
      title={t('valuation.againstPeers', { multiple: name })}
      unit={t('valuation.multipleUnit')}
      rows={rows}
      columns={columns}
      height={220}
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
