/**
 * The one axis rule of every chart: round ("nice") ticks, 1, 2, 2.5 or 5 times a power of ten, so a reader sees
 * 0, 20, 40, 60 rather than the data's own extreme (65.36036805210074); zero is always a tick when the range
 * crosses or touches it, so the line that matters most is drawn and labelled; the labels are written by the
 * formatting module (the caller passes the formatter that states the axis's unit). Spread the result on a recharts
 * axis: `<YAxis {...valueAxis(values, formatScaled)} />`.
 */
export interface ValueAxis {
  readonly type: 'number'
  readonly domain: [number, number]
  readonly ticks: number[]
  /** recharts shows every tick given, none skipped */
  readonly interval: 0
  readonly allowDecimals: boolean
  readonly tickFormatter: (value: number) => string
}

export interface ValueAxisOptions {
  /**
   * Bars start at zero, so a bar axis always reaches zero (the default). A line of prices need not: with false the
   * axis spans only the data, and zero is a tick only where the data reaches it.
   */
  readonly zeroBased?: boolean
  /** Share of the span left beyond the extreme values (for labels written at the bars' ends); default none. */
  readonly room?: number
  /** About how many steps the axis has; default 5. */
  readonly steps?: number
  /** Whole things (auctions, companies): never a step below one. */
  readonly whole?: boolean
}

/** 1, 2, 2.5 or 5 times a power of ten: the step of an axis people read at a glance. */
function roundStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough))
  const fraction = rough / power
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10) * power
}

/** The domain and ticks of a value axis; missing values are ignored, no values give a 0–1 axis. */
export function valueAxis(
  values: readonly (number | null | undefined)[],
  format: (value: number) => string,
  options: ValueAxisOptions = {},
): ValueAxis {
  const { zeroBased = true, room = 0, steps = 5, whole = false } = options
  const finite = values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value))
  let low = zeroBased ? Math.min(0, ...finite) : Math.min(...finite)
  let high = zeroBased ? Math.max(0, ...finite) : Math.max(...finite)
  if (finite.length === 0) [low, high] = [0, 1]
  // one value off zero (a price line of one day): a tenth of it either side
  if (high === low) [low, high] = high === 0 ? [0, 1] : [low - Math.abs(low) / 10, high + Math.abs(high) / 10]
  const span = high - low
  const paddedLow = low < 0 ? low - span * room : low
  const paddedHigh = high > 0 ? high + span * room : high
  const step = Math.max(roundStep((paddedHigh - paddedLow) / steps), whole ? 1 : 0)
  const first = Math.floor(paddedLow / step)
  const last = Math.ceil(paddedHigh / step)
  // whole multiples of the step: zero is one of them whenever the range reaches it, and 0.1 + 0.2 never shows as
  // a tick of 0.30000000000000004
  const ticks = Array.from({ length: last - first + 1 }, (_, index) => Number(((first + index) * step).toPrecision(12)))
  return {
    type: 'number',
    domain: [ticks[0] ?? 0, ticks.at(-1) ?? 1],
    ticks,
    interval: 0,
    allowDecimals: !whole,
    // recharts calls it with the tick's index too, which the formatting module would read as its next argument
    tickFormatter: (value: number) => format(value),
  }
}
