import { Legend, Line, LineChart, ReferenceLine, Tooltip, YAxis } from 'recharts'
import { axisWidth, ChartFrame, dailyGrid, dayLabel, roundTickLabel, valueAxis } from '../../../components/chart-frame'
import type { DataColumn } from '../../../components/data-table'
import { MISSING } from '../../../lib/format'
import { useFormat } from '../../../lib/i18n/use-format'
import type { RebasedPoint } from '../compare-shaping'
import { useCompareText } from '../text'

/** A rebased line spans the moves seen, with its start level (100) a tick. */
const REBASED_AXIS = { zeroBased: false, anchor: 100 }

/** Share prices rebased to 100 at the start of the range: how much each company moved, in any currency. */
export function RebasedChart({ rows, symbols }: { rows: readonly RebasedPoint[]; symbols: readonly string[] }) {
  const t = useCompareText()
  const { formatDate, formatNumber } = useFormat()
  const rebasedText = (value: number | null | undefined) =>
    value === null || value === undefined ? MISSING : formatNumber(value, 1)
  const axis = valueAxis(
    rows.flatMap((row) => symbols.map((symbol) => row[symbol])),
    roundTickLabel(formatNumber),
    REBASED_AXIS,
  )
  const columns: DataColumn<RebasedPoint>[] = [
    { id: 'date', label: t('rebased.date'), value: (row) => row.date, cell: (row) => formatDate(row.date) },
    ...symbols.map((symbol): DataColumn<RebasedPoint> => ({
      id: symbol,
      label: symbol,
      unit: t('rebased.columnUnit'),
      align: 'end',
      value: (row) => row[symbol],
      cell: (row) => rebasedText(row[symbol]),
    })),
  ]
  return (
    <ChartFrame title={t('rebased.title')} unit={t('rebased.unit')} rows={rows} columns={columns}>
      {(colours) => (
        <LineChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          {dailyGrid(colours, 40)}
          <YAxis {...axis} stroke={colours.axis} width={axisWidth(axis)} />
          <ReferenceLine y={100} stroke={colours.axis} strokeDasharray="4 4" />
          <Tooltip
            contentStyle={colours.tooltip}
            labelFormatter={dayLabel}
            formatter={(value) => (typeof value === 'number' ? formatNumber(value, 1) : MISSING)}
          />
          <Legend />
          {symbols.map((symbol, i) => (
            <Line
              key={symbol}
              dataKey={symbol}
              name={symbol}
              stroke={colours.series[i % colours.series.length]}
              dot={false}
              isAnimationActive={false}
              connectNulls={false}
            />
          ))}
        </LineChart>
      )}
    </ChartFrame>
  )
}
