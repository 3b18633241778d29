import { Bar, ComposedChart, Legend, Line, Tooltip } from 'recharts'
import { ChartFrame, moneyAndPercentAxes, valueAxis } from '../../../../components/chart-frame'
import type { DataColumn } from '../../../../components/data-table'
import { formatFigure, formatPercent, formatPercentPoints, formatScaled, type Currency } from '../../../../lib/format'
import { moneyScale, scaled } from '../../../../lib/figures'
import type { RevenueEarningsPoint } from '../../api/financial-selects'
import { reported } from '../../../../components/not-reported'

/**
 * Revenue and net income as bars (a loss below zero) with the net margin as a line on its own percent axis, so
 * that a margin is never read against money.
 */
export function RevenueEarningsChart({
  rows,
  currency,
}: {
  rows: readonly RevenueEarningsPoint[]
  currency: Currency
}) {
  const scale = moneyScale(
    rows.flatMap((row) => [row.revenue, row.earnings]),
    currency,
  )
  const data = rows.map((row) => ({
    label: row.label,
    revenue: scaled(row.revenue, scale.divisor),
    earnings: scaled(row.earnings, scale.divisor),
    margin: row.margin === null ? null : row.margin * 100,
  }))
  const columns: DataColumn<RevenueEarningsPoint>[] = [
    { id: 'label', label: 'Fiscal year', value: (row) => row.label },
    { id: 'revenue', label: 'Revenue', unit: scale.unit, align: 'end', value: (row) => scaled(row.revenue, scale.divisor), cell: (row) => reported(formatScaled(scaled(row.revenue, scale.divisor))) },
    { id: 'earnings', label: 'Net income', unit: scale.unit, align: 'end', value: (row) => scaled(row.earnings, scale.divisor), cell: (row) => reported(formatScaled(scaled(row.earnings, scale.divisor))) },
    { id: 'margin', label: 'Net margin', unit: '%', align: 'end', value: (row) => row.margin, cell: (row) => reported(row.margin, formatPercent) },
  ] // prettier-ignore
  const money = valueAxis(
    data.flatMap((row) => [row.revenue, row.earnings]),
    formatFigure,
  )
  return (
    <ChartFrame
      title="Revenue and net income"
      unit={`${scale.unit}, fiscal years; net margin in % (right axis)`}
      rows={rows}
      columns={columns}
      minPoints={2}
    >
      {(colours) => (
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          {moneyAndPercentAxes(colours, { money, percent: data.map((row) => row.margin) })}
          <Tooltip
            contentStyle={colours.tooltip}
            formatter={(value, name) =>
              name === 'Net margin'
                ? formatPercentPoints(Number(value), 1)
                : `${formatScaled(Number(value)) ?? ''} ${scale.unit}`
            }
          />
          <Legend />
          <Bar yAxisId="money" dataKey="revenue" name="Revenue" fill={colours.series[0]} isAnimationActive={false} />
          <Bar
            yAxisId="money"
            dataKey="earnings"
            name="Net income"
            fill={colours.series[1]}
            isAnimationActive={false}
          />
          <Line
            yAxisId="percent"
            dataKey="margin"
            name="Net margin"
            stroke={colours.series[2]}
            strokeWidth={2}
            isAnimationActive={false}
            connectNulls={false}
          />
        </ComposedChart>
      )}
    </ChartFrame>
  )
}
