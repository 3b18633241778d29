import { Bar, BarChart, LabelList, Rectangle, Tooltip, type BarShapeProps } from 'recharts'
import { ChartFrame, rankedAxes, valueAxis } from '../../../../components/chart-frame'
import type { DataColumn } from '../../../../components/data-table'
import { formatMoney, formatPercent, formatRatio } from '../../../../lib/format'
import { PEER_METRICS, type PeerBar, type PeerChart as Chart, type PeerMetricId } from '../../api/peer-metrics'

const formatterOf = (metric: PeerMetricId) => {
  const kind = PEER_METRICS[metric].kind
  return (value: number) =>
    kind === 'money' ? formatMoney(value, 'IDR') : kind === 'percent' ? formatPercent(value) : formatRatio(value)
}

const UNIT = { money: 'IDR', percent: '%', ratio: '×' } as const

/** The company among its peers on one metric: the median as a line, outliers clipped and labelled with their value. */
export function PeerChart({ chart, metric }: { chart: Chart; metric: PeerMetricId }) {
  const format = formatterOf(metric)
  const { label, kind } = PEER_METRICS[metric]
  const columns: DataColumn<PeerBar>[] = [
    { id: 'symbol', label: 'Symbol', value: (bar) => bar.symbol },
    { id: 'value', label, unit: UNIT[kind], align: 'end', value: (bar) => bar.value, cell: (bar) => format(bar.value) },
  ]
  const note = [
    `Median ${format(chart.median)} (dashed line).`,
    chart.bars.some((bar) => bar.clipped) ? 'Bars cut at the edge are outliers, labelled with their value.' : '',
    chart.missing.length > 0 ? `Not reported: ${chart.missing.join(', ')}.` : '',
  ].join(' ')
  return (
    <ChartFrame
      title={`${label} among peers`}
      unit={`${UNIT[kind]}, latest`}
      rows={chart.bars}
      columns={columns}
      minPoints={2}
      note={note}
      height={Math.max(200, chart.bars.length * 28 + 40)}
    >
      {(colours) => (
        <BarChart data={chart.bars} layout="vertical" margin={{ top: 8, right: 96, bottom: 0, left: 8 }}>
          {rankedAxes(colours, {
            axis: valueAxis(
              chart.bars.map((bar) => bar.drawn),
              format,
            ),
            symbolWidth: 72,
            median: chart.median,
          })}
          <Tooltip
            contentStyle={colours.tooltip}
            formatter={(_value, _name, item) => {
              // the bar drawn may be clipped: the tooltip states the value as reported
              const payload: unknown = item.payload
              const symbol =
                typeof payload === 'object' && payload !== null && 'symbol' in payload ? payload.symbol : null
              const bar = chart.bars.find((candidate) => candidate.symbol === symbol)
              return bar === undefined ? '' : format(bar.value)
            }}
          />
          <Bar
            dataKey="drawn"
            name={label}
            isAnimationActive={false}
            shape={(shape: BarShapeProps) => (
              <Rectangle
                {...shape}
                fill={chart.bars[shape.index]?.self === true ? colours.series[1] : colours.series[0]}
              />
            )}
          >
            <LabelList
              position="right"
              fill={colours.text}
              fontSize={12}
              dataKey="symbol"
              formatter={(symbol) => {
                const bar = chart.bars.find((candidate) => candidate.symbol === symbol)
                return bar?.clipped === true ? `${format(bar.value)} ›` : ''
              }}
            />
          </Bar>
        </BarChart>
      )}
    </ChartFrame>
  )
}
