import type { CompanyListItem } from '../../shared/api/companies'
import { metricValue } from './columns'
import { median } from '../../lib/statistics'
import { formatNumber } from '../../lib/format'

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

/** The scales' words and the tick's number in the language shown (English by default). */
export interface AxisLanguage {
  readonly words: Readonly<Record<(typeof MONEY_SCALES)[number]['word'], string>>
  readonly formatNumber: (value: number, digits: 1) => string
}

const ENGLISH_AXIS: AxisLanguage = {
  words: { trillions: 'trillions', billions: 'billions', millions: 'millions' },
  formatNumber,
}

/** How the value axis reads: the unit line of the chart and the tick text, scaled to the largest value. */
export interface AxisFormat {
  /** "IDR trillions, FY2025", "%, FY2025", "×, FY2025" */
  readonly unit: string
  readonly tick: (value: number) => string
}

/**
 * The value axis of a metric: money in the largest scale the values reach (ticks "12.5" under "IDR trillions"),
 * percentages as percent, multiples as they are. `unit` is the metric's unit from the sort key ("IDR, FY2025").
 */
export function axisFormat(unit: string, values: readonly number[], language = ENGLISH_AXIS): AxisFormat {
  const tickNumber = (value: number) => language.formatNumber(value, 1)
  const [measure = '', ...period] = unit.split(', ')
  const rest = period.length === 0 ? '' : `, ${period.join(', ')}`
  if (measure.startsWith('IDR')) {
    const largest = Math.max(0, ...values.map(Math.abs))
    const scale = MONEY_SCALES.find((candidate) => largest >= candidate.size)
    if (scale === undefined) return { unit, tick: tickNumber }
    const perShare = measure.slice('IDR'.length)
    return {
      unit: `IDR ${language.words[scale.word]}${perShare}${rest}`,
      tick: (value) => tickNumber(value / scale.size),
    }
  }
  if (measure === '%') return { unit, tick: (value) => tickNumber(value * 100) }
  return { unit, tick: tickNumber }
}
