import { Bar, BarChart, Legend } from 'recharts'
import { ChartFrame, periodAxes, valueAxis } from '../../../../components/chart-frame'
import type { DataColumn } from '../../../../components/data-table'
import type { Currency } from '../../../../lib/format'
import { scaled } from '../../../../lib/figures'
import { useFormat } from '../../../../lib/i18n/use-format'
import { reported } from '../../../../components/not-reported'
import { useComponentsText } from '../../../../components/text'
import { useReportsText, type ReportsKey } from '../../text'

export interface MoneySeries<Row> {
  key: keyof Row & string
  /** the series' name in the catalogue */
  label: ReportsKey
}

interface MoneyBarsChartProps<Row extends { label: string }> {
  title: string
  rows: readonly Row[]
  series: readonly MoneySeries<Row>[]
  currency: Currency
  /** after the unit, e.g. "fiscal years" (the default), in the language shown */
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
  const t = useReportsText()
  const shared = useComponentsText()
  const { formatFigure, formatScaled, moneyScale } = useFormat()
  const { title, rows, series, currency, period = t('fin.fiscalYears') } = props
  const scale = moneyScale(
    rows.flatMap((row) => series.map((line) => numberAt(row, line.key))),
    currency,
  )
  const data = rows.map((row) => ({
    label: row.label,
    values: series.map((line) => scaled(numberAt(row, line.key), scale.divisor)),
  }))
  const columns: DataColumn<Row>[] = [
    { id: 'label', label: t('fin.period'), value: (row) => row.label },
    ...series.map((line) => ({
      id: line.key,
      label: t(line.label),
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
    <ChartFrame title={title} unit={t('fin.unitPeriod', { unit: scale.unit, period })} rows={rows} columns={columns}>
      {(colours) => (
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          {periodAxes(colours, {
            axis,
            tooltip: (value) =>
              t('fin.amountInUnit', {
                amount: formatScaled(Number(value)) ?? shared('notReported'),
                unit: scale.unit,
              }),
          })}
          <Legend />
          {series.map((line, index) => (
            <Bar
              key={line.key}
              dataKey={(row: (typeof data)[number]) => row.values[index]}
              name={t(line.label)}
              fill={colours.series[index % colours.series.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </ChartFrame>
  )
}
