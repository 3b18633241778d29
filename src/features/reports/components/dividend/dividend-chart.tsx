import { Bar, ComposedChart, Legend, Line, Tooltip } from 'recharts'
import { ChartFrame, moneyAndPercentAxes, valueAxis } from '../../../../components/chart-frame'
import type { DataColumn } from '../../../../components/data-table'
import type { Currency } from '../../../../lib/format'
import { useFormat } from '../../../../lib/i18n/use-format'
import type { DividendYear } from '../../api/dividend-selects'
import { reported } from '../../../../components/not-reported'
import { useReportsText } from '../../text'

/** Dividends per share by payment year, a year's payments stacked, with the year's yield on its own percent axis. */
export function DividendChart({ years, currency }: { years: readonly DividendYear[]; currency: Currency }) {
  const t = useReportsText()
  const { formatCount, formatFigure, formatMoney, formatPercent, formatPercentPoints, locale } = useFormat()
  const most = Math.max(1, ...years.map((year) => year.payments.length))
  const data = years.map((year) => ({
    label: year.label,
    yieldPercent: year.yield === null ? null : year.yield * 100,
    ...Object.fromEntries(year.payments.map((amount, index) => [`payment${String(index + 1)}`, amount])),
  }))
  const columns: DataColumn<DividendYear>[] = [
    { id: 'label', label: t('dividend.year'), value: (row) => row.label },
    { id: 'payments', label: t('dividend.payments'), align: 'end', value: (row) => (row.total === null ? null : row.payments.length), cell: (row) => reported(row.total === null ? null : row.payments.length, formatCount) },
    { id: 'total', label: t('dividend.perShare'), unit: currency, align: 'end', value: (row) => row.total, cell: (row) => reported(row.total, (total) => formatMoney(total, currency)) },
    { id: 'yield', label: t('dividend.yield'), unit: '%', align: 'end', value: (row) => row.yield, cell: (row) => reported(row.yield, formatPercent) },
  ] // prettier-ignore
  return (
    <ChartFrame
      title={t('dividend.chartTitle')}
      unit={t('dividend.chartUnit', { currency })}
      rows={years}
      columns={columns}
    >
      {(colours) => (
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          {moneyAndPercentAxes(colours, {
            money: valueAxis(
              years.map((year) => year.total),
              formatFigure,
            ),
            moneyWidth: 56,
            percent: data.map((row) => row.yieldPercent),
            locale,
          })}
          <Tooltip
            contentStyle={colours.tooltip}
            formatter={(value, _name, item) =>
              item.dataKey === 'yieldPercent'
                ? formatPercentPoints(Number(value), 2)
                : formatMoney(Number(value), currency)
            }
          />
          <Legend />
          {Array.from({ length: most }, (_, index) => (
            <Bar
              key={index}
              yAxisId="money"
              stackId="dividend"
              dataKey={`payment${String(index + 1)}`}
              name={t('dividend.payment', { number: index + 1 })}
              fill={colours.series[index % colours.series.length]}
              isAnimationActive={false}
            />
          ))}
          <Line
            yAxisId="percent"
            dataKey="yieldPercent"
            name={t('dividend.yield')}
            stroke={colours.series[most % colours.series.length]}
            strokeWidth={2}
            isAnimationActive={false}
          />
        </ComposedChart>
      )}
    </ChartFrame>
  )
}
