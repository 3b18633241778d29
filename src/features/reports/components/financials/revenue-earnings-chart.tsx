import { Bar, ComposedChart, Legend, Line, Tooltip } from 'recharts'
import { ChartFrame, moneyAndPercentAxes, valueAxis } from '../../../../components/chart-frame'
import type { DataColumn } from '../../../../components/data-table'
import type { Currency } from '../../../../lib/format'
import { scaled } from '../../../../lib/figures'
import { useFormat } from '../../../../lib/i18n/use-format'
import type { RevenueEarningsPoint } from '../../api/financial-selects'
import { reported } from '../../../../components/not-reported'
import { useReportsText } from '../../text'

/** The money series: bars on the money axis, and columns of the table alternative. */
const MONEY_SERIES = [
  { key: 'revenue', label: 'line.revenue' },
  { key: 'earnings', label: 'line.earnings' },
] as const

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
  const t = useReportsText()
  const { formatFigure, formatPercent, formatPercentPoints, formatScaled, locale, moneyScale } = useFormat()
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
    { id: 'label', label: t('fin.fiscalYear'), value: (row) => row.label },
    ...MONEY_SERIES.map(({ key, label }): DataColumn<RevenueEarningsPoint> => ({ id: key, label: t(label), unit: scale.unit, align: 'end', value: (row) => scaled(row[key], scale.divisor), cell: (row) => reported(formatScaled(scaled(row[key], scale.divisor))) })),
    { id: 'margin', label: t('fin.netMargin'), unit: '%', align: 'end', value: (row) => row.margin, cell: (row) => reported(row.margin, formatPercent) },
  ] // prettier-ignore
  const money = valueAxis(
    data.flatMap((row) => [row.revenue, row.earnings]),
    formatFigure,
  )
  return (
    <ChartFrame
      title={t('fin.revenueEarningsTitle')}
      unit={t('fin.revenueEarningsUnit', { unit: scale.unit })}
      rows={rows}
      columns={columns}
    >
      {(colours) => (
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          {moneyAndPercentAxes(colours, { money, percent: data.map((row) => row.margin), locale })}
          <Tooltip
            contentStyle={colours.tooltip}
            formatter={(value, _name, item) =>
              item.dataKey === 'margin'
                ? formatPercentPoints(Number(value), 1)
                : t('fin.amountInUnit', { amount: formatScaled(Number(value)) ?? '', unit: scale.unit })
            }
          />
          <Legend />
          {MONEY_SERIES.map(({ key, label }, index) => (
            <Bar
              key={key}
              yAxisId="money"
              dataKey={key}
              name={t(label)}
              fill={colours.series[index]}
              isAnimationActive={false}
            />
          ))}
          <Line
            yAxisId="percent"
            dataKey="margin"
            name={t('fin.netMargin')}
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
