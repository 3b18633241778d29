import { Bar, ComposedChart, Legend, Line, ReferenceLine, Tooltip, YAxis } from 'recharts'
import {
  axisWidth,
  ChartFrame,
  dailyGrid,
  logAxis,
  roundTickLabel,
  valueAxis,
  type ValueAxis,
} from '../../../../components/chart-frame'
import type { Currency } from '../../../../lib/format'
import { useFormat } from '../../../../lib/i18n/use-format'
import { AVERAGE_KEYS, type MovingAverageDays, type PriceChartRow } from '../../api/price-series'
import { useReportsText } from '../../text'
import { priceColumns } from './price-chart-columns'
import { PriceChartTooltip, type PriceLine } from './price-chart-tooltip'

/**
 * The share of the chart's height the volume bars take at the bottom, and the share of the price axis's span left
 * below the prices for them: the two never overlap, each on its own scale.
 */
const VOLUME_BAND = 0.22
const PRICE_ROOM = 0.32

export interface PriceChartFigureProps {
  rows: readonly PriceChartRow[]
  currency: Currency
  averages: readonly MovingAverageDays[]
  log: boolean
  /** names and base day of the rebased lines, when drawn against an index */
  rebased: { ticker: string; index: string; base: string } | null
  note?: string
}

/** The price axis, its domain lowered so the volume band below stays clear of the lines. */
function priceAxis(
  values: readonly (number | null | undefined)[],
  log: boolean,
  rebased: boolean,
  label: (v: number) => string,
): ValueAxis {
  const axis = log
    ? logAxis(values, label)
    : valueAxis(values, label, { zeroBased: false, anchor: rebased ? 100 : undefined })
  const [low, high] = axis.domain
  const lowered = log ? low / (high / low) ** PRICE_ROOM : low - (high - low) * PRICE_ROOM
  return { ...axis, domain: [lowered, high] }
}

/**
 * Daily closes (or, against the index, both rebased to 100) with the moving averages asked for, and the volume as
 * bars on its own scale (shares) in a band below the prices; the crosshair's tooltip states the day, the close and
 * its change since the range's first day.
 */
export function PriceChartFigure({ rows, currency, averages, log, rebased, note }: PriceChartFigureProps) {
  const t = useReportsText()
  const format = useFormat()
  const { formatNumber, formatMoney, formatCompactCount, formatDate, locale } = format
  const tick = roundTickLabel(formatNumber)
  const lineFormat =
    rebased === null ? (value: number) => formatMoney(value, currency) : (value: number) => formatNumber(value, 1)
  const lines: PriceLine[] = [
    ...(rebased === null ? [] : [{ key: 'price' as const, name: t('prices.rebased', { name: rebased.ticker }), format: lineFormat }, { key: 'index' as const, name: t('prices.rebased', { name: rebased.index }), format: lineFormat }]),
    ...averages.map((days) => ({ key: AVERAGE_KEYS[days], name: t('prices.average', { days }), format: lineFormat })),
  ] // prettier-ignore
  const price = priceAxis(
    rows.flatMap((row) => [row.price, row.index, ...averages.map((days) => row[AVERAGE_KEYS[days]])]),
    log,
    rebased !== null,
    tick,
  )
  const volumes = valueAxis(
    rows.map((row) => row.volume),
    formatCompactCount,
    { whole: true, steps: 2 },
  )
  const volumeTop = volumes.domain[1] / VOLUME_BAND
  const firstDate = rows[0]?.date ?? ''
  const unit =
    rebased !== null
      ? t('prices.unitRebased', { date: formatDate(rebased.base) })
      : t(log ? 'prices.unitLog' : 'prices.unit', { currency })
  return (
    <ChartFrame
      title={t('prices.chartTitle')}
      unit={unit}
      rows={rows}
      columns={priceColumns(t, format, { currency, averages, rebased, firstDate })}
      height={320}
      note={note}
    >
      {(colours) => (
        <ComposedChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          {dailyGrid(colours, 40, locale)}
          <YAxis
            yAxisId="price"
            {...price}
            scale={log ? 'log' : 'auto'}
            stroke={colours.axis}
            width={axisWidth(price)}
          />
          <YAxis
            yAxisId="volume"
            orientation="right"
            {...volumes}
            domain={[0, volumeTop]}
            stroke={colours.axis}
            width={axisWidth(volumes)}
          />
          {rebased !== null && <ReferenceLine yAxisId="price" y={100} stroke={colours.axis} strokeDasharray="4 4" />}
          <ReferenceLine
            yAxisId="volume"
            y={volumes.domain[1]}
            stroke="none"
            label={{ value: t('prices.sharesUnit'), position: 'insideTopRight', fill: colours.axis, fontSize: 11 }}
          />
          {/* a legend only where lines need telling apart: one close line is named by the title */}
          {lines.length > 0 && <Legend />}
          <Tooltip content={<PriceChartTooltip currency={currency} firstDate={firstDate} lines={lines} />} />
          <Bar
            yAxisId="volume"
            dataKey="volume"
            name={t('prices.volume')}
            fill={colours.grid}
            isAnimationActive={false}
          />
          <Line
            yAxisId="price"
            dataKey="price"
            name={rebased?.ticker ?? t('prices.close')}
            stroke={colours.series[0]}
            dot={false}
            strokeWidth={2}
            isAnimationActive={false}
          />
          {rebased !== null && (
            <Line
              yAxisId="price"
              dataKey="index"
              name={rebased.index}
              stroke={colours.axis}
              dot={false}
              strokeWidth={1.5}
              isAnimationActive={false}
            />
          )}
          {averages.map((days, i) => (
            <Line
              key={days}
              yAxisId="price"
              dataKey={AVERAGE_KEYS[days]}
              name={t('prices.average', { days })}
              stroke={colours.series[i + 1]}
              dot={false}
              strokeWidth={1.25}
              isAnimationActive={false}
            />
          ))}
        </ComposedChart>
      )}
    </ChartFrame>
  )
}
