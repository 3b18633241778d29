import { Bar, BarChart, LabelList, Rectangle, Tooltip, type BarShapeProps } from 'recharts'
import { ChartFrame, rankedAxes, valueAxis } from '../../../../components/chart-frame'
import type { DataColumn } from '../../../../components/data-table'
import { useFormat, type Formats } from '../../../../lib/i18n/use-format'
import { PEER_METRICS, type PeerBar, type PeerChart as Chart, type PeerMetricId } from '../../api/peer-metrics'
import { useReportsText } from '../../text'

const formatterOf = (metric: PeerMetricId, f: Formats) => {
  const kind = PEER_METRICS[metric].kind
  return (value: number) =>
    kind === 'money' ? f.formatMoney(value, 'IDR') : kind === 'percent' ? f.formatPercent(value) : f.formatRatio(value)
}

const UNIT = { money: 'IDR', percent: '%', ratio: '×' } as const

/** The company among its peers on one metric: the median as a line, outliers clipped and labelled with their value. */
export function PeerChart({ chart, metric }: { chart: Chart; metric: PeerMetricId }) {
  const t = useReportsText()
  const format = formatterOf(metric, useFormat())
  const label = t(PEER_METRICS[metric].label)
  const kind = PEER_METRICS[metric].kind
  const columns: DataColumn<PeerBar>[] = [
    { id: 'symbol', label: t('peers.symbol'), value: (bar) => bar.symbol },
    { id: 'value', label, unit: UNIT[kind], align: 'end', value: (bar) => bar.value, cell: (bar) => format(bar.value) },
  ]
  const note = [
    t('peers.median', { median: format(chart.median) }),
    chart.bars.some((bar) => bar.clipped) ? t('peers.outliers') : '',
    chart.missing.length > 0 ? t('peers.notReported', { symbols: chart.missing.join(', ') }) : '',
  ].join(' ')
  return (
    <ChartFrame
      title={t('peers.amongPeers', { metric: label })}
      unit={t('peers.latest', { unit: UNIT[kind] })}
      rows={chart.bars}
      columns={columns}
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
