import { Bar, BarChart, Legend } from 'recharts'
import { ChartFrame, periodAxes, valueAxis } from '../../../../components/chart-frame'
import type { DataColumn } from '../../../../components/data-table'
import { formatFigure, formatScaled, type Currency } from '../../../../lib/format'
import { moneyScale, scaled } from '../../../../lib/figures'
import { reported } from '../../../../components/not-reported'

export interface MoneySeries<Row> {
  key: keyof Row & string
  label: string
}

interface MoneyBarsChartProps<Row extends { label: string }> {
  title: string
  rows: readonly Row[]
  series: readonly MoneySeries<Row>[]
  currency: Currency
  /** after the unit, e.g. "fiscal years" */
  period?: string
}

const numberAt = <Row,>(row: Row, key: keyof Row): number | null => {
  const value = row[key]
  return typeof value === 'number' ? value : null
}

/**
 * Money by period as grouped bars, in one scale stated in the frame ("IDR trillions, fiscal years"). Bars start
 * at zero and negatives go below it; a year a line is not reported is a gap, never a zero bar.
 */
export function MoneyBarsChart<Row extends { label: string }>(props: MoneyBarsChartProps<Row>) {
  const { title, rows, series, currency, period = 'fiscal years' } = props
  const scale = moneyScale(
    rows.flatMap((row) => series.map((line) => numberAt(row, line.key))),
    currency,
  )
  const data = rows.map((row) => ({
    label: row.label,
    values: series.map((line) => scaled(numberAt(row, line.key), scale.divisor)),
  }))
  const columns: DataColumn<Row>[] = [
    { id: 'label', label: 'Period', value: (row) => row.label },
    ...series.map((line) => ({
      id: line.key,
      label: line.label,
      unit: scale.unit,
      align: 'end' as const,
      value: (row: Row) => scaled(numberAt(row, line.key), scale.divisor),
      cell: (row: Row) => reported(formatScaled(scaled(numberAt(row, line.key), scale.divisor))),
    })),
  ]
  const axis = valueAxis(
    data.flatMap((row) => row.values),
    formatFigure,
  )
  return (
    <ChartFrame title={title} unit={`${scale.unit}, ${period}`} rows={rows} columns={columns} minPoints={2}>
      {(colours) => (
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          {periodAxes(colours, {
            axis,
            tooltip: (value) => `${formatScaled(Number(value)) ?? 'not reported'} ${scale.unit}`,
          })}
          <Legend />
          {series.map((line, index) => (
            <Bar
              key={line.key}
              dataKey={(row: (typeof data)[number]) => row.values[index]}
              name={line.label}
              fill={colours.series[index % colours.series.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </ChartFrame>
  )
}
