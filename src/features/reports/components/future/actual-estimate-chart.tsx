import { Bar, BarChart, LabelList } from 'recharts'
import { ChartFrame, HatchPattern, hatchedBarShape, periodAxes, valueAxis } from '../../../../components/chart-frame'
import type { DataColumn } from '../../../../components/data-table'
import type { ActualOrEstimate } from '../../api/future-selects'
import { useFormat } from '../../../../lib/i18n/use-format'
import { reported } from '../../../../components/not-reported'
import { useReportsText } from '../../text'

interface ActualEstimateChartProps {
  title: string
  /** the unit the values are already in, e.g. "IDR trillions" or "IDR per share" */
  unit: string
  rows: readonly ActualOrEstimate[]
  /** divides the values for drawing (1 when they are in their unit already) */
  divisor: number
  /** names the chart's hatch pattern: a plain id that does not change with the language */
  id: string
}

/** Reported years as solid bars, analysts' estimates hatched and labelled "estimate" above their bar. */
export function ActualEstimateChart({ title, unit, rows, divisor, id }: ActualEstimateChartProps) {
  const t = useReportsText()
  const { formatFigure, formatScaled } = useFormat()
  const data = rows.map((row) => ({ ...row, drawn: row.value === null ? null : row.value / divisor }))
  const columns: DataColumn<(typeof data)[number]>[] = [
    { id: 'label', label: t('fin.fiscalYear'), value: (row) => row.label },
    { id: 'kind', label: t('future.kind'), value: (row) => t(row.estimate ? 'future.estimate' : 'future.reported') },
    { id: 'value', label: title, unit, align: 'end', value: (row) => row.drawn, cell: (row) => reported(formatScaled(row.drawn)) },
  ] // prettier-ignore
  const patternId = `hatch-${id}`
  return (
    <ChartFrame
      title={title}
      unit={t('future.fiscalYearsUnit', { unit })}
      rows={data}
      columns={columns}
      note={t('future.estimatesNote')}
    >
      {(colours) => (
        <BarChart data={data} margin={{ top: 20, right: 8, bottom: 0, left: 8 }}>
          <defs>
            <HatchPattern id={patternId} stroke={colours.estimate} />
          </defs>
          {periodAxes(colours, {
            axis: valueAxis(
              data.map((row) => row.drawn),
              formatFigure,
            ),
            tooltip: (value) => t('fin.amountInUnit', { amount: formatScaled(Number(value)) ?? '', unit }),
          })}
          <Bar
            dataKey="drawn"
            name={title}
            isAnimationActive={false}
            shape={hatchedBarShape({
              estimate: (index) => data[index]?.estimate === true,
              fill: colours.series[0],
              patternId,
              outline: colours.estimate,
            })}
          >
            <LabelList
              position="top"
              fill={colours.text}
              fontSize={12}
              dataKey="label"
              formatter={(label) =>
                data.find((row) => row.label === label)?.estimate === true ? t('future.estimate') : ''
              }
            />
          </Bar>
        </BarChart>
      )}
    </ChartFrame>
  )
}
