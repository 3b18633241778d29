import { Bar, BarChart, Legend } from 'recharts'
import { ChartFrame, periodAxes, valueAxis } from '../../../components/chart-frame'
import type { DataColumn } from '../../../components/data-table'
import { fiscalYear, scaled } from '../../../lib/figures'
import type { Currency } from '../../../lib/format'
import { MISSING } from '../../../lib/format'
import { useFormat } from '../../../lib/i18n/use-format'
import type { YearPoint } from '../compare-shaping'
import { useCompareText } from '../text'

interface YearlyChartProps {
  title: string
  currency: Currency
  symbols: readonly string[]
  rows: readonly YearPoint[]
}

/** One amount by fiscal year for the companies of one currency: bars from zero, a loss below it, gaps unreported. */
export function YearlyChart({ title, currency, symbols, rows }: YearlyChartProps) {
  const t = useCompareText()
  const { moneyScale, formatScaled, formatFigure } = useFormat()
  const scale = moneyScale(
    rows.flatMap((row) => symbols.map((symbol) => row[symbol])),
    currency,
  )
  const data = rows.map((row): Record<string, string | number | null> => ({
    label: fiscalYear(row.year),
    ...Object.fromEntries(symbols.map((symbol) => [symbol, scaled(row[symbol], scale.divisor)])),
  }))
  const columns: DataColumn<YearPoint>[] = [
    { id: 'year', label: t('years.fiscalYear'), value: (row) => fiscalYear(row.year) },
    ...symbols.map((symbol): DataColumn<YearPoint> => ({
      id: symbol,
      label: symbol,
      unit: scale.unit,
      align: 'end',
      value: (row) => scaled(row[symbol], scale.divisor),
      cell: (row) => formatScaled(scaled(row[symbol], scale.divisor)) ?? MISSING,
    })),
  ]
  const axis = valueAxis(
    rows.flatMap((row) => symbols.map((symbol) => scaled(row[symbol], scale.divisor))),
    formatFigure,
  )
  return (
    <ChartFrame title={title} unit={t('years.unit', { unit: scale.unit })} rows={rows} columns={columns} minPoints={1}>
      {(colours) => (
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          {periodAxes(colours, {
            axis,
            tooltip: (value) =>
              typeof value === 'number'
                ? t('years.tooltip', { value: formatScaled(value) ?? '', unit: scale.unit })
                : t('years.notReported'),
          })}
          <Legend />
          {symbols.map((symbol, i) => (
            <Bar
              key={symbol}
              dataKey={symbol}
              name={symbol}
              fill={colours.series[i % colours.series.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </ChartFrame>
  )
}
