import type { CompanyListItem } from '../../shared/api/companies'
import { zeroBasedDomain } from '../../components/chart-frame'
import { metricValue } from './columns'
import { median } from '../../lib/statistics'

/** At most this many bars: beyond it the labels no longer fit and the table says the rest. */
export const MAX_BARS = 30

export interface MetricBar {
  readonly rank: number
  readonly symbol: string
  readonly companyName: string
  readonly value: number
}

export interface MetricChartData {
  /** the first companies with a value, in the list's order */
  readonly bars: readonly MetricBar[]
  /** median of every reported value of the group, not only of the bars */
  readonly median: number | null
  readonly reported: number
  readonly total: number
}

/** The chart's data from the list as sorted: the first MAX_BARS companies that report the metric. */
export function metricChartData(rows: readonly CompanyListItem[]): MetricChartData {
  const withValues = rows.flatMap((row, index) => {
    const value = metricValue(row)
    return value === null ? [] : [{ rank: index + 1, symbol: row.symbol, companyName: row.company_name, value }]
  })
  return {
    bars: withValues.slice(0, MAX_BARS),
    median: median(withValues.map((bar) => bar.value)),
    reported: withValues.length,
    total: rows.length,
  }
}

const MONEY_SCALES = [
  { size: 1e12, word: 'trillions' },
  { size: 1e9, word: 'billions' },
  { size: 1e6, word: 'millions' },
] as const

/** How the value axis reads: the unit line of the chart and the tick text, scaled to the largest value. */
export interface AxisFormat {
  /** "IDR trillions, FY2025", "%, FY2025", "×, FY2025" */
  readonly unit: string
  readonly tick: (value: number) => string
}

const tickNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })
const minus = (text: string) => text.replace('-', '−')

/**
 * The value axis of a metric: money in the largest scale the values reach (ticks "12.5" under "IDR trillions"),
 * percentages as percent, multiples as they are. `unit` is the metric's unit from the sort key ("IDR, FY2025").
 */
export function axisFormat(unit: string, values: readonly number[]): AxisFormat {
  const [measure = '', ...period] = unit.split(', ')
  const rest = period.length === 0 ? '' : `, ${period.join(', ')}`
  if (measure.startsWith('IDR')) {
    const largest = Math.max(0, ...values.map(Math.abs))
    const scale = MONEY_SCALES.find((candidate) => largest >= candidate.size)
    if (scale === undefined) return { unit, tick: (value) => minus(tickNumber.format(value)) }
    const perShare = measure.slice('IDR'.length)
    return {
      unit: `IDR ${scale.word}${perShare}${rest}`,
      tick: (value) => minus(tickNumber.format(value / scale.size)),
    }
  }
  if (measure === '%') return { unit, tick: (value) => minus(tickNumber.format(value * 100)) }
  return { unit, tick: (value) => minus(tickNumber.format(value)) }
}

/** 1, 2, 2.5 or 5 times a power of ten: the step of an axis people read at a glance. */
function roundStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough))
  const fraction = rough / power
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10) * power
}

/** Share of the span left beyond the longest bars for the value written at their ends. */
const LABEL_ROOM = 0.2

/**
 * The value axis of the bars: zero-based (the chart frame's rule, so losses go left of zero), with room for the
 * labels at the bars' ends, ending on round numbers with about six round ticks.
 */
export function valueAxis(values: readonly number[]): { domain: [number, number]; ticks: number[] } {
  const [low, high] = zeroBasedDomain(values)
  const room = (high - low) * LABEL_ROOM
  const paddedLow = low < 0 ? low - room : 0
  const paddedHigh = high > 0 ? high + room : 0
  const step = roundStep((paddedHigh - paddedLow) / 6)
  const first = Math.floor(paddedLow / step)
  const last = Math.ceil(paddedHigh / step)
  // whole multiples of the step, so that 0.1 + 0.2 never shows as a tick of 0.30000000000000004
  const ticks = Array.from({ length: last - first + 1 }, (_, index) => Number(((first + index) * step).toPrecision(12)))
  return { domain: [ticks[0] ?? 0, ticks.at(-1) ?? 1], ticks }
}
