import { Bar, BarChart, LabelList, Rectangle, type BarShapeProps } from 'recharts'
import { ChartFrame, periodAxes, valueAxis } from '../../../../components/chart-frame'
import type { DataColumn } from '../../../../components/data-table'
import type { ActualOrEstimate } from '../../api/future-selects'
import { formatFigure, formatScaled } from '../../../../lib/format'
import { reported } from '../../../../components/not-reported'

interface ActualEstimateChartProps {
  title: string
  /** the unit the values are already in, e.g. "IDR trillions" or "IDR per share" */
  unit: string
  rows: readonly ActualOrEstimate[]
  /** divides the values for drawing (1 when they are in their unit already) */
  divisor: number
}

/** Reported years as solid bars, analysts' estimates hatched and labelled "estimate" above their bar. */
export function ActualEstimateChart({ title, unit, rows, divisor }: ActualEstimateChartProps) {
  const data = rows.map((row) => ({ ...row, drawn: row.value === null ? null : row.value / divisor }))
  const columns: DataColumn<(typeof data)[number]>[] = [
    { id: 'label', label: 'Fiscal year', value: (row) => row.label },
    { id: 'kind', label: 'Kind', value: (row) => (row.estimate ? 'estimate' : 'reported') },
    { id: 'value', label: title, unit, align: 'end', value: (row) => row.drawn, cell: (row) => reported(formatScaled(row.drawn)) },
  ] // prettier-ignore
  const patternId = `hatch-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <ChartFrame
      title={title}
      unit={`${unit}, fiscal years`}
      rows={data}
      columns={columns}
      minPoints={2}
      note="Estimates are hatched and labelled “estimate”."
    >
      {(colours) => (
        <BarChart data={data} margin={{ top: 20, right: 8, bottom: 0, left: 8 }}>
          <defs>
            <pattern id={patternId} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width="6" height="6" fill="transparent" />
              <line x1="0" y1="0" x2="0" y2="6" stroke={colours.estimate} strokeWidth="3" />
            </pattern>
          </defs>
          {periodAxes(colours, {
            axis: valueAxis(
              data.map((row) => row.drawn),
              formatFigure,
            ),
            tooltip: (value) => `${formatScaled(Number(value)) ?? ''} ${unit}`,
          })}
          <Bar
            dataKey="drawn"
            name={title}
            isAnimationActive={false}
            shape={(bar: BarShapeProps) => {
              const estimate = data[bar.index]?.estimate === true
              return (
                <Rectangle
                  {...bar}
                  fill={estimate ? `url(#${patternId})` : colours.series[0]}
                  stroke={estimate ? colours.estimate : 'none'}
                />
              )
            }}
          >
            <LabelList
              position="top"
              fill={colours.text}
              fontSize={12}
              dataKey="label"
              formatter={(label) => (data.find((row) => row.label === label)?.estimate === true ? 'estimate' : '')}
            />
          </Bar>
        </BarChart>
      )}
    </ChartFrame>
  )
}
