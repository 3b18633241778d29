import { useNavigate } from 'react-router'
import { Bar, BarChart, LabelList, Rectangle, Tooltip, type BarShapeProps } from 'recharts'
import { ChartFrame, ChartTooltip, rankedAxes, valueAxis } from '../../../components/chart-frame'
import type { DataColumn } from '../../../components/data-table'
import type { CompanySortKey } from '../../../shared/api/companies'
import { useFormat } from '../../../lib/i18n/use-format'
import { reportPath } from '../../../lib/links'
import { axisFormat, MAX_BARS, metricChartData, type MetricBar } from '../chart-data'
import type { RankedCompany } from '../columns'
import { sortKeyText } from '../sort-key-text'
import { useCompaniesText } from '../text'
import { BarValueLabel, SymbolTick } from './chart-parts'

const BAR_HEIGHT = 22
/** Room beyond the longest bars for the value written at their ends, and about six round ticks. */
const BAR_AXIS = { room: 0.2, steps: 6 }

export interface MetricChartProps {
  sortBy: CompanySortKey
  rows: readonly RankedCompany[]
}

/**
 * The sorted metric as horizontal bars, one per company in the list's order (the first 30 of a larger group),
 * with the group's median marked. Losses and negative ratios go left of zero and are labelled; a bar or a symbol
 * opens the company's report.
 */
export function MetricChart({ sortBy, rows }: MetricChartProps) {
  const navigate = useNavigate()
  const t = useCompaniesText()
  const formats = useFormat()
  const info = sortKeyText(sortBy, t, formats)
  const { format, unit = '' } = info
  if (format === undefined) return <p className="muted companies__chart-note">{t('chart.sortByMetric')}</p>
  const { formatCount } = formats

  const data = metricChartData(rows)
  const values = data.bars.map((bar) => bar.value)
  const axis = axisFormat(unit, values, {
    words: { trillions: t('chart.trillions'), billions: t('chart.billions'), millions: t('chart.millions') },
    formatNumber: formats.formatNumber,
  })
  const columns: DataColumn<MetricBar>[] = [
    { id: 'rank', label: t('column.rank'), value: (bar) => bar.rank, align: 'end' },
    { id: 'symbol', label: t('column.symbol'), value: (bar) => bar.symbol },
    { id: 'value', label: info.label, unit, value: (bar) => bar.value, cell: (bar) => format(bar.value), align: 'end' },
  ]
  const shown =
    data.reported > MAX_BARS
      ? t('chart.firstOf', { bars: formatCount(MAX_BARS), count: formatCount(data.reported) })
      : undefined
  const missing = data.total - data.reported
  const note = [
    shown,
    data.median === null ? undefined : t('chart.median', { value: format(data.median) }),
    missing > 0 ? t('chart.notReported', { count: formatCount(missing) }) : undefined,
  ]
    .filter((part) => part !== undefined)
    .join(' ')
  const open = (bar: MetricBar | undefined) => {
    if (bar !== undefined) void navigate(reportPath('idx', bar.symbol))
  }

  return (
    <ChartFrame
      title={t('chart.title', { metric: info.label })}
      headingLevel={2}
      unit={axis.unit}
      rows={data.bars}
      columns={columns}
      height={Math.max(160, data.bars.length * BAR_HEIGHT + 60)}
      // ranked bars: a single one is still a chart, and an empty list draws empty axes as before
      minPoints={0}
      note={note}
    >
      {(colours) => (
        <BarChart data={[...data.bars]} layout="vertical" margin={{ top: 24, right: 16, bottom: 8, left: 8 }}>
          {rankedAxes(colours, {
            axis: valueAxis(values, axis.tick, BAR_AXIS),
            symbolWidth: 84,
            symbolTick: (props: Parameters<typeof SymbolTick>[0]) => <SymbolTick {...props} fill={colours.text} />,
            median: data.median,
            medianLabel: data.median === null ? undefined : t('chart.medianLabel', { value: format(data.median) }),
          })}
          <Tooltip content={<ChartTooltip format={format} />} cursor={{ fill: colours.grid }} />
          <Bar
            dataKey="value"
            name={info.label}
            isAnimationActive={false}
            cursor="pointer"
            shape={(bar: BarShapeProps) => (
              <Rectangle
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                fill={typeof bar.value === 'number' && bar.value < 0 ? colours.negative : colours.series[0]}
              />
            )}
            onClick={(_, index) => {
              open(data.bars[index])
            }}
          >
            <LabelList dataKey="value" content={<BarValueLabel format={format} textColour={colours.text} />} />
          </Bar>
        </BarChart>
      )}
    </ChartFrame>
  )
}
